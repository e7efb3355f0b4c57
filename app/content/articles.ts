// The ten articles of docs/product.md#content: each English slug with its French translation's slug.
// The texts live in content/blog/{en,fr}/<slug>.md.
export const ARTICLE_PAIRS = [
  {
    en: "what-is-the-benefit-of-having-a-beautiful-email-signature",
    fr: "avantages-belle-signature-email",
  },
  { en: "email-signature-trends-2024", fr: "tendances-signatures-email-2024" },
  { en: "how-to-create-a-gmail-signature", fr: "comment-creer-une-signature-gmail" },
  {
    en: "looking-for-a-job-create-an-email-signature",
    fr: "en-recherche-emploi-creer-signature-email",
  },
  {
    en: "use-linkedin-to-create-your-email-signature",
    fr: "utiliser-linkedin-pour-creer-signature-email",
  },
  {
    en: "how-to-add-a-call-to-action-to-your-email-signature",
    fr: "ajouter-un-appel-a-laction-dans-votre-signature-email",
  },
  {
    en: "how-to-track-clicks-from-your-email-signature",
    fr: "comment-suivre-les-clics-depuis-votre-signature-email",
  },
  {
    en: "the-psychology-of-colors-in-email-signatures",
    fr: "la-psychologie-des-couleurs-dans-les-signatures-email",
  },
  {
    en: "how-to-add-a-signature-in-outlook-apple-mail-and-more",
    fr: "comment-ajouter-une-signature-sur-outlook-apple-mail-et-plus",
  },
  {
    en: "best-fonts-for-email-signatures",
    fr: "les-meilleures-polices-pour-une-signature-email-professionnelle",
  },
] as const;

export type ArticlePair = (typeof ARTICLE_PAIRS)[number];
