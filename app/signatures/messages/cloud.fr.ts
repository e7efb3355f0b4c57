import type en from "./cloud.en.ts";

export default {
  freeLimitReached:
    "Un compte gratuit peut conserver jusqu'à {{max}} signatures dans le cloud. Supprimez-en une, ou passez à Pro pour en garder autant que vous voulez.",
  proTemplateUsed:
    "« {{template}} » est un modèle Pro, et ce compte a déjà utilisé son modèle Pro gratuit. Passez à Pro pour l'utiliser, ou choisissez un modèle gratuit.",
} satisfies typeof en;
