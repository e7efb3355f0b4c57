import type en from "../en/seo.ts";

export default {
  ogImageAlt: "Paraph : des signatures e-mail professionnelles en quelques minutes",
  organizationDescription:
    "Paraph est un générateur de signatures e-mail gratuit : des modèles qui fonctionnent dans Gmail, Outlook et Apple Mail, en français et en anglais.",
} satisfies typeof en;
