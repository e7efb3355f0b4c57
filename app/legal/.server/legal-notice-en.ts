import { facts, type LegalDocumentBody, link, mailto, p, section, sections } from "../markup.ts";
import type { LegalFacts } from "./facts.ts";
import { LEGAL_NOTICE_UPDATED } from "./updated.ts";

export function legalNoticeEn(f: LegalFacts): LegalDocumentBody {
  const { operator: op, appName, paths } = f;
  return {
    updated: LEGAL_NOTICE_UPDATED,
    intro: [
      p`This page says who publishes and who hosts ${f.siteHost}, as article 6 of French law
        no. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN) requires.`,
    ],
    sections: sections(
      section(
        "publisher",
        "Publisher",
        facts([
          ["Name", op.name],
          ["Address", op.address],
          ["Email", mailto(op.email)],
          ["Phone", op.phone],
          ["Registration", op.registration],
        ]),
      ),
      op.publisher &&
        section("publication-director", "Director of publication", p`${op.publisher}`),
      op.host && section("host", "Hosting provider", p`${op.host}`),
      section(
        "intellectual-property",
        "Intellectual property",
        p`The site, its templates, texts, logo and code are protected by intellectual property law.
          The signatures you create with ${appName} are yours to use, as the
          ${link("terms of use", paths.terms)} explain.`,
      ),
      section(
        "personal-data",
        "Personal data",
        p`How we handle personal data, and how to use your rights, is explained in the
          ${link("privacy policy", paths.privacy)}.`,
      ),
      section(
        "contact",
        "Contact and reporting content",
        p`To contact us, or to report unlawful content hosted on this site, use the
          ${link("contact form", paths.contact)} or write to ${mailto(op.email)}. For a report,
          give the address of the content and the reason it is unlawful.`,
      ),
    ),
  };
}
