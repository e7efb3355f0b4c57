// `{placeholders}` in a design's texts, filled for each person who signs with it (teams, the
// batch API: person-design.ts). Pure and isomorphic.
import type { SignatureFields } from "./schema.ts";

/** A placeholder's name: a letter, then letters or digits (`{deskNumber}`). */
export const PLACEHOLDER_NAME = /^[A-Za-z][A-Za-z0-9]{0,31}$/;
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]{0,31})\}/g;

/** The value of each placeholder, by name. */
export type PlaceholderValues = Readonly<Record<string, string>>;

export function holdsPlaceholder(text: string): boolean {
  return text.includes("{") && new RegExp(PLACEHOLDER.source).test(text);
}

/** The text with each placeholder replaced by its value (an unknown one by nothing), trimmed. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  if (!text.includes("{")) return text;
  return text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? "").trim();
}

export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

/** Every text of a design, its list rows included. */
export function designTexts(design: SignatureFields): string[] {
  const texts: string[] = [];
  for (const value of Object.values(design)) {
    if (typeof value === "string") texts.push(value);
  }
  for (const row of design.customFields) texts.push(row.label, row.value);
  for (const row of design.customLinks) texts.push(row.label, row.url);
  return texts;
}

/** The placeholders of a text, in order. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}
