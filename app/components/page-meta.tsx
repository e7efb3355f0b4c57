import { useLocation } from "react-router";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { LOCALES } from "../i18n/locales.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import {
  absoluteUrl,
  findLocalizedPage,
  hreflangAlternates,
  normalizePath,
  OG_IMAGE,
  OG_LOCALES,
  ogImagePath,
} from "../seo/alternates.ts";
import { type JsonLd, serializeJsonLd } from "../seo/json-ld.ts";
import { pageStructuredData } from "../seo/page-structured-data.ts";

export type PageMetaProps = {
  title: string;
  description: string;
  /** Open Graph type: "article" for blog articles */
  type?: "website" | "article";
  /** for articles: YYYY-MM-DD dates of publication and last update */
  published?: string;
  modified?: string;
  /** structured data of this page, besides what the route table's page always carries */
  jsonLd?: readonly JsonLd[];
  /**
   * keep this page out of search results (the route table's non-indexable pages are, but for
   * those only a signed-in visitor sees)
   */
  noindex?: boolean;
  /** the page's own Open Graph image (a blog article's); the site's by default */
  image?: { path: string; width: number; height: number; alt: string };
};

/**
 * The head of a page: title, description, canonical URL, hreflang alternates, Open Graph,
 * Twitter card, robots and JSON-LD. React 19 hoists the title, meta and link elements into
 * <head>; the JSON-LD blocks stay where they are (data, not scripts: CSP does not apply).
 */
export function PageMeta({
  title,
  description,
  type = "website",
  published,
  modified,
  jsonLd = [],
  noindex = false,
  image: ownImage,
}: PageMetaProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { publicUrl, appName } = usePublicConfig();
  const path = normalizePath(useLocation().pathname);
  const page = findLocalizedPage(path, locale);
  const url = absoluteUrl(publicUrl, path);
  const image = ownImage ?? {
    path: ogImagePath(locale),
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
    alt: t("seo.ogImageAlt"),
  };
  const imageUrl = absoluteUrl(publicUrl, image.path);
  const hidden = noindex || (page !== undefined && !page.indexable && !page.signedInOnly);
  const structured = [
    ...(page ? pageStructuredData(page.id, { publicUrl, appName, locale }, t) : []),
    ...jsonLd,
  ];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {hidden && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      {page &&
        hreflangAlternates(page, publicUrl).map((alternate) => (
          <link
            key={alternate.hreflang}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
      <meta property="og:site_name" content={appName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
      ))}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      {type === "article" && published && (
        <meta property="article:published_time" content={published} />
      )}
      {type === "article" && modified && (
        <meta property="article:modified_time" content={modified} />
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
      {structured.map((node, index) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once per page
          key={index}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes < > &
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }}
        />
      ))}
    </>
  );
}
