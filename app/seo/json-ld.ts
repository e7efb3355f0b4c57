import type { Locale } from "../i18n/locales.ts";
import { absoluteUrl, LOGO_PATH, ogImagePath } from "./alternates.ts";

// schema.org structured data (JSON-LD) for search engines. Builders return plain objects;
// serializeJsonLd makes the text of a <script type="application/ld+json"> block.

export type JsonLd = { "@type": string } & Record<string, unknown>;

export type Site = { publicUrl: string; appName: string; locale: Locale };

/**
 * JSON for a script block: `<`, `>` and `&` are written as \u escapes so no text can close
 * the element or open a comment, whatever a title or an answer contains.
 */
export function serializeJsonLd(node: JsonLd): string {
  return JSON.stringify({ "@context": "https://schema.org", ...node })
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const organizationId = (site: Site) => `${site.publicUrl}/#organization`;

function logo(site: Site) {
  return {
    "@type": "ImageObject",
    url: absoluteUrl(site.publicUrl, LOGO_PATH),
    width: 512,
    height: 512,
  };
}

/** The publisher: who runs this product. */
export function organizationJsonLd(site: Site, description: string): JsonLd {
  return {
    "@type": "Organization",
    "@id": organizationId(site),
    name: site.appName,
    url: `${site.publicUrl}/`,
    logo: logo(site),
    description,
  };
}

export function websiteJsonLd(site: Site, homePath: string, description: string): JsonLd {
  return {
    "@type": "WebSite",
    "@id": `${site.publicUrl}/#website`,
    name: site.appName,
    url: absoluteUrl(site.publicUrl, homePath),
    description,
    inLanguage: site.locale,
    publisher: { "@id": organizationId(site) },
  };
}

export function faqPageJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    "@type": "FAQPage",
    mainEntity: items.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(site: Site, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.publicUrl, crumb.path),
    })),
  };
}

export function articleJsonLd(
  site: Site,
  article: {
    path: string;
    headline: string;
    description: string;
    datePublished: string;
    dateModified: string;
    author: string;
    wordCount?: number;
    /** the article's own image (path); the site's by default */
    imagePath?: string;
  },
): JsonLd {
  const url = absoluteUrl(site.publicUrl, article.path);
  return {
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: { "@type": "Organization", name: article.author, url: `${site.publicUrl}/` },
    publisher: {
      "@type": "Organization",
      "@id": organizationId(site),
      name: site.appName,
      logo: logo(site),
    },
    inLanguage: site.locale,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    image: absoluteUrl(site.publicUrl, article.imagePath ?? ogImagePath(site.locale)),
    ...(article.wordCount ? { wordCount: article.wordCount } : {}),
  };
}

/** The Pro plan as a schema.org Product with its one-time Offer. */
export function productJsonLd(
  site: Site,
  product: { name: string; description: string; path: string },
  offer: { price: string; currency: string } | null,
): JsonLd {
  const url = absoluteUrl(site.publicUrl, product.path);
  return {
    "@type": "Product",
    name: product.name,
    description: product.description,
    url,
    brand: { "@id": organizationId(site) },
    ...(offer && {
      offers: {
        "@type": "Offer",
        price: offer.price,
        priceCurrency: offer.currency.toUpperCase(),
        availability: "https://schema.org/InStock",
        url,
      },
    }),
  };
}
