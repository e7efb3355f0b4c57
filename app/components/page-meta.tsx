import { useLocation } from "react-router";
import { useLocale } from "../i18n/use-locale.ts";

/** Title and description of a page; React 19 hoists these into <head>. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={locale === "fr" ? "fr_FR" : "en_US"} />
      <meta property="og:url" content={pathname} />
    </>
  );
}
