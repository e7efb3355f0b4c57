import type en from "../en/icons.ts";

export default {
  notFound:
    "Cette icône n'existe pas. Vérifiez le nom, la forme, la couleur et la taille dans son adresse.",
} satisfies typeof en;
