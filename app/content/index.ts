// The content feature's public UI surface: code outside app/content/ imports it from here
// (docs/architecture.md#layout).
export { ArticleCard } from "./ui/article-card.tsx";
export { Breadcrumbs } from "./ui/breadcrumbs.tsx";
export { CtaBox } from "./ui/cta-box.tsx";
export { Prose } from "./ui/prose.tsx";
