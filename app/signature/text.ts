// The plain-text version of a signature, for plain-text email and for the API's
// `?format=text`: readable lines, links written out in full.
import type { SignatureModel } from "./model.ts";

export function renderText(model: SignatureModel): string {
  const identity = [model.fullName, [model.jobTitle, model.company].filter(Boolean).join(", ")];
  const details = [
    ...model.contacts.map((contact) => {
      if (contact.kind === "address" || !contact.label) return contact.text;
      if (contact.kind === "custom") return `${contact.label}${model.colon}${contact.text}`;
      const value = contact.kind === "website" && contact.href ? contact.href : contact.text;
      return `${contact.label} ${value}`;
    }),
    ...model.socials.map((social) => `${social.label}${model.colon}${social.href}`),
    model.cta ? `${model.cta.label}${model.colon}${model.cta.href}` : "",
  ];
  const credit = model.credit
    ? [
        model.credit.href
          ? `${model.credit.text}${model.colon}${model.credit.href}`
          : model.credit.text,
      ]
    : [];
  const banner = model.banner?.href
    ? [`${model.banner.alt || model.banner.href}${model.colon}${model.banner.href}`]
    : [];
  // per language: its legal mentions, then its disclaimer (blank lines kept inside)
  const smallPrint = model.smallPrint.flatMap((part) => [[part.legal], part.disclaimer]);
  const disclaimers = new Set(model.smallPrint.map((part) => part.disclaimer));
  return [identity, details, banner, ...smallPrint, credit]
    .map((group) =>
      group
        .filter((line, index) => line !== "" || (disclaimers.has(group) && index > 0))
        .join("\n"),
    )
    .filter((group) => group.trim() !== "")
    .join("\n\n");
}
