import { describe, expect, it } from "vitest";
import type { Operator } from "../.server/env.ts";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { allLocalizedPages, pagePath } from "../route-table.ts";
import { formatLegalDate, type LegalDocumentKind, legalDocument } from "./.server/documents.ts";
import type { LegalFacts } from "./.server/facts.ts";
import { type Block, type Inline, type LegalDocumentBody, plainText } from "./markup.ts";
import { RETENTION } from "./retention.ts";

const KINDS: LegalDocumentKind[] = ["privacy", "terms", "legalNotice"];

const minimal: Operator = {
  name: "Paraph",
  email: "contact@paraph.example",
  address: null,
  phone: null,
  registration: null,
  publisher: null,
  host: null,
};

const complete: Operator = {
  name: "Atelier Exemple SAS",
  email: "legal@exemple.fr",
  address: "12 rue des Lilas, 75011 Paris, France",
  phone: "+33 1 23 45 67 89",
  registration: "RCS Paris 123 456 789",
  publisher: "Camille Martin",
  host: "Hébergeur SA, 1 quai de Seine, 75019 Paris, France",
};

function factsFor(locale: Locale, operator: Operator, extra: Partial<LegalFacts> = {}): LegalFacts {
  return {
    locale,
    appName: "Paraph",
    siteUrl: "https://paraph.example",
    siteHost: "paraph.example",
    https: true,
    operator,
    contactEmail: operator.email,
    photoRetentionDays: 365,
    contactRateLimit: 5,
    mailProvider: false,
    paths: {
      contact: pagePath("contact", locale),
      privacy: pagePath("privacy", locale),
      terms: pagePath("terms", locale),
      legalNotice: pagePath("legalNotice", locale),
      legal: pagePath("legal", locale),
    },
    ...extra,
  };
}

function inlinesOf(block: Block): Inline[] {
  if (block.kind === "p") return block.content;
  if (block.kind === "list") return block.items.flat();
  return block.rows.flatMap((row) => [row.label, ...row.value]);
}

function textOf(body: LegalDocumentBody): string {
  const blocks = [...body.intro, ...body.sections.flatMap((s) => s.blocks)];
  return [...body.sections.map((s) => s.title), ...blocks.map((b) => plainText(inlinesOf(b)))].join(
    "\n",
  );
}

function linksOf(body: LegalDocumentBody): string[] {
  const blocks = [...body.intro, ...body.sections.flatMap((s) => s.blocks)];
  return blocks
    .flatMap(inlinesOf)
    .flatMap((part) => (typeof part !== "string" && part.kind === "link" ? [part.href] : []));
}

describe("legal documents", () => {
  it("have the same sections in English and French, whatever is configured", () => {
    for (const kind of KINDS) {
      for (const operator of [minimal, complete]) {
        const [en, fr] = LOCALES.map((locale) => legalDocument(kind, factsFor(locale, operator)));
        expect(
          fr!.sections.map((s) => s.id),
          kind,
        ).toEqual(en!.sections.map((s) => s.id));
        expect(fr!.updated).toBe(en!.updated);
      }
    }
  });

  it("never print an unset value, and link only to real pages of their own locale", () => {
    const real = new Set(allLocalizedPages().flatMap((page) => Object.values(page.paths)));
    for (const kind of KINDS) {
      for (const locale of LOCALES) {
        const body = legalDocument(kind, factsFor(locale, minimal));
        expect(textOf(body)).not.toMatch(/\b(null|undefined|TODO)\b|\[object/);
        for (const href of linksOf(body)) {
          if (href.startsWith("/")) {
            expect(real.has(href), href).toBe(true);
            expect(href.startsWith("/fr"), href).toBe(locale === "fr");
          } else expect(href).toMatch(/^(https:|mailto:)/);
        }
      }
    }
  });

  it("show the operator's details in the legal notice only when they are configured", () => {
    for (const locale of LOCALES) {
      const full = textOf(legalDocument("legalNotice", factsFor(locale, complete)));
      for (const value of Object.values(complete)) expect(full).toContain(value!);
      const bare = legalDocument("legalNotice", factsFor(locale, minimal));
      expect(bare.sections.map((s) => s.id)).toEqual([
        "publisher",
        "intellectual-property",
        "personal-data",
        "contact",
      ]);
      const publisher = bare.sections[0]!.blocks[0]!;
      expect(publisher.kind === "facts" && publisher.rows.length).toBe(2);
    }
  });

  it("state the retention periods the code applies, and this instance's settings", () => {
    for (const locale of LOCALES) {
      const text = textOf(
        legalDocument("privacy", factsFor(locale, complete, { contactRateLimit: 7 })),
      );
      expect(text).toContain(`${RETENTION.contactMessageMonths}`);
      expect(text).toContain(`${RETENTION.localeCookieDays}`);
      expect(text).toContain(`${RETENTION.serverLogDays}`);
      expect(text).toContain("7");
      expect(text).toContain(complete.host!);
      for (const key of [
        "userSignatures",
        "signatureDrafts",
        "userData",
        "user",
        "isPaid",
        "hasFreeTemplate",
        "locale",
      ]) {
        expect(text).toContain(key);
      }
      expect(text).toContain("Stripe");
      expect(text).toContain("CNIL");
    }
  });

  it("mention an email provider only when SMTP is configured, HTTPS only when served over it", () => {
    const en = (extra: Partial<LegalFacts>) =>
      textOf(legalDocument("privacy", factsFor("en", minimal, extra)));
    expect(en({ mailProvider: false })).not.toContain("email delivery service");
    expect(en({ mailProvider: true })).toContain("email delivery service");
    expect(en({ https: false })).not.toContain("HTTPS");
  });

  it("formats the date of the last update in each language", () => {
    expect(formatLegalDate("2026-11-21", "en")).toBe("21 November 2026");
    expect(formatLegalDate("2026-11-21", "fr")).toBe("21 novembre 2026");
  });
});
