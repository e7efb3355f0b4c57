import { describe, expect, it } from "vitest";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from "./json-ld.ts";

const site = { publicUrl: "https://paraph.example", appName: "Paraph", locale: "fr" as const };

describe("JSON-LD", () => {
  it("serializes with a schema.org context and no character that could end the script", () => {
    const text = serializeJsonLd(
      faqPageJsonLd([{ question: "</script><script>alert(1)</script>", answer: "a & b > c" }]),
    );
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain("\\u003c/script\\u003e");
    const parsed = JSON.parse(text);
    expect(parsed["@context"]).toBe("https://schema.org");
    expect(parsed.mainEntity[0].name).toBe("</script><script>alert(1)</script>");
    expect(parsed.mainEntity[0].acceptedAnswer).toEqual({ "@type": "Answer", text: "a & b > c" });
  });

  it("describes an article with absolute URLs, dates, author, publisher and language", () => {
    const article = articleJsonLd(site, {
      path: "/fr/blog/un-article",
      headline: "Un article",
      description: "Sa description",
      datePublished: "2024-06-18",
      dateModified: "2026-11-01",
      author: "L'équipe Paraph",
    });
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "Un article",
      datePublished: "2024-06-18",
      dateModified: "2026-11-01",
      inLanguage: "fr",
      author: { "@type": "Organization", name: "L'équipe Paraph" },
      publisher: {
        "@type": "Organization",
        name: "Paraph",
        logo: { "@type": "ImageObject", url: "https://paraph.example/og/logo.png" },
      },
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://paraph.example/fr/blog/un-article" },
      image: "https://paraph.example/og/paraph-fr.png",
    });
    const withImage = articleJsonLd(site, {
      path: "/fr/blog/un-article",
      headline: "Un article",
      description: "Sa description",
      datePublished: "2024-06-18",
      dateModified: "2026-11-01",
      author: "L'équipe Paraph",
      imagePath: "/og/blog/fr/un-article.png",
    });
    expect(withImage.image).toBe("https://paraph.example/og/blog/fr/un-article.png");
  });

  it("numbers breadcrumbs from 1 with absolute items", () => {
    const list = breadcrumbJsonLd(site, [
      { name: "Accueil", path: "/fr" },
      { name: "Blog", path: "/fr/blog" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: "https://paraph.example/fr" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://paraph.example/fr/blog" },
    ]);
  });

  it("links the website to its publishing organisation", () => {
    const organization = organizationJsonLd(site, "…");
    const website = websiteJsonLd(site, "/fr", "…");
    expect(website.publisher).toEqual({ "@id": organization["@id"] });
    expect(website.url).toBe("https://paraph.example/fr");
  });
});
