import { describe, expect, it } from "vitest";
import type { Operator } from "../.server/env.ts";
import { getArticleOrThrow } from "../content/.server/articles.ts";
import { getGuide } from "../content/.server/guide.ts";
import { ARTICLE_PAIRS } from "../content/articles.ts";
import { type LegalDocumentKind, legalDocument } from "../legal/.server/documents.ts";
import type { LegalFacts } from "../legal/.server/facts.ts";
import { type Block, type Inline, type LegalDocumentBody, plainText } from "../legal/markup.ts";
import { articlePath, pagePath } from "../route-table.ts";
import { frenchTypographyProblems, typesetFrench } from "./french-typography.ts";
import { fr } from "./messages/fr/index.ts";

const N = "\u202f";

describe("typesetFrench", () => {
  it("puts a narrow no-break space before : ; ! ? » and after «, in place of a space", () => {
    expect(typesetFrench("Nom : Ada ; vraiment ? Oui ! « Bien » !")).toBe(
      `Nom${N}: Ada${N}; vraiment${N}? Oui${N}! «${N}Bien${N}»${N}!`,
    );
    expect(typesetFrench("Nom\u00a0: Ada")).toBe(`Nom${N}: Ada`);
    expect(typesetFrench(`Déjà${N}: fait`)).toBe(`Déjà${N}: fait`);
  });
});

describe("frenchTypographyProblems", () => {
  it("finds a plain, no-break or missing space before the signs, and around « »", () => {
    for (const wrong of [
      "Nom : Ada",
      "Nom\u00a0: Ada",
      "Nom: Ada",
      "Quoi?",
      "« Bien »",
      "«Bien»",
    ]) {
      expect(frenchTypographyProblems(wrong), wrong).not.toEqual([]);
    }
  });

  it("leaves addresses, times, interpolations and code alone", () => {
    for (const right of [
      `Nom${N}: Ada`,
      `Vraiment${N}?!`,
      "Ouvrez https://paraph.example/app?id=1&x=2 ou http://",
      "mailto:ada@example.com, tel:+33123456789",
      "à 10:30, ou 2026-01-31T09:00:00Z, un contraste de 4,5:1",
      "{{count}} éléments",
      "Le code `a:b;c` reste tel quel",
      `«${N}Bien${N}»`,
    ]) {
      expect(frenchTypographyProblems(right), right).toEqual([]);
    }
  });
});

/** Every string of a catalogue, with its key. */
function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`));
}

/** Everything a reader sees of an HTML fragment, without code and signature examples. */
function visibleText(html: string): string {
  return html
    .replace(/<(pre|code|figure|script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
}

const contentConfig = {
  publicUrl: "https://paraph.example",
  appName: "Paraph",
  samplePhotoUrl: "https://paraph.example/photos/0123456789abcdef01234567.png",
};

const operator: Operator = {
  name: "Atelier Exemple SAS",
  email: "legal@exemple.fr",
  address: "12 rue des Lilas, 75011 Paris, France",
  phone: "+33 1 23 45 67 89",
  registration: "RCS Paris 123 456 789",
  publisher: "Camille Martin",
  host: "Hébergeur SA, 1 quai de Seine, 75019 Paris, France",
};

const legalFacts: LegalFacts = {
  locale: "fr",
  appName: "Paraph",
  siteUrl: "https://paraph.example",
  siteHost: "paraph.example",
  https: true,
  operator,
  contactEmail: operator.email,
  photoRetentionDays: 365,
  contactRateLimit: 5,
  mailProvider: true,
  paths: {
    contact: pagePath("contact", "fr"),
    privacy: pagePath("privacy", "fr"),
    terms: pagePath("terms", "fr"),
    legalNotice: pagePath("legalNotice", "fr"),
    legal: pagePath("legal", "fr"),
  },
};

/** The prose of a legal document (code, such as storage keys, left out). */
function legalTexts(body: LegalDocumentBody): string[] {
  const prose = (content: Inline[]) =>
    plainText(content.filter((part) => typeof part === "string" || part.kind !== "code"));
  const blockTexts = (block: Block): string[] =>
    block.kind === "p"
      ? [prose(block.content)]
      : block.kind === "list"
        ? block.items.map(prose)
        : block.rows.flatMap((row) => [row.label, prose(row.value)]);
  return [
    ...body.intro.flatMap(blockTexts),
    ...body.sections.flatMap((section) => [section.title, ...section.blocks.flatMap(blockTexts)]),
  ];
}

describe("French texts follow French typography", () => {
  const expectNone = (where: string, text: string) =>
    expect(frenchTypographyProblems(text), where).toEqual([]);

  it("every string of the French catalogues", () => {
    const all = strings(fr, "fr");
    expect(all.length).toBeGreaterThan(400);
    for (const [key, text] of all) expectNone(key, text);
  });

  it("the French legal documents", () => {
    for (const kind of ["privacy", "terms", "legalNotice"] satisfies LegalDocumentKind[]) {
      for (const text of legalTexts(legalDocument(kind, legalFacts))) expectNone(kind, text);
    }
  });

  it("the French guide and blog articles, as rendered", () => {
    const guide = getGuide("fr", contentConfig);
    expectNone("guide", visibleText(guide.html));
    for (const { question, answer } of guide.faq) expectNone("guide FAQ", `${question} ${answer}`);
    for (const pair of ARTICLE_PAIRS) {
      const article = getArticleOrThrow(articlePath(pair, "fr"), contentConfig);
      expectNone(pair.fr, `${article.title}\n${article.description}\n${visibleText(article.html)}`);
    }
  });

  it("the reset-password confirmation is a French sentence", () => {
    expect(fr.account.reset.done).not.toMatch(/connecter avec\.$/);
  });
});
