// The content feature's public server surface: code outside app/content/ imports it from here
// (docs/architecture.md#layout).
export { getArticleOrThrow, listArticles, relatedArticles } from "./articles.ts";
export type { ContactField } from "./contact/schema.ts";
export { CONTACT_LIMITS, HONEYPOT_FIELD } from "./contact/schema.ts";
export { submitContactForm } from "./contact/submit.ts";
export { splitFrontMatter } from "./front-matter.ts";
export { getGuide } from "./guide.ts";
export { sitemapEntries } from "./lastmod.ts";
export { typeset } from "./typography.ts";
