import { z } from "zod";
import type contactMessages from "../../messages/contact.en.ts";

// The contact form's one schema: the action validates with it and the page takes its limits
// (maxLength, the hint) from CONTACT_LIMITS through the loader.

export const CONTACT_LIMITS = {
  name: { max: 120 },
  email: { max: 254 },
  subject: { max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Filled in only by bots: people never see it and assistive technologies skip it. */
export const HONEYPOT_FIELD = "website";

export type ContactErrorKey = `contact.errors.${keyof typeof contactMessages.errors}`;
export type ContactFieldError = { key: ContactErrorKey; values: Record<string, number> };
export type ContactFieldErrors = Partial<Record<ContactField, ContactFieldError>>;
export type ContactValues = Record<ContactField, string>;

const error = (key: ContactErrorKey) => ({ error: key });

/** One line: runs of whitespace (newlines included) become one space, ends trimmed. */
const singleLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** The name or the subject: one line, required, within its limit. */
const oneLineField = (field: "name" | "subject") =>
  z
    .string()
    .overwrite(singleLine)
    .min(1, error(`contact.errors.${field}Required`))
    .max(CONTACT_LIMITS[field].max, error(`contact.errors.${field}TooLong`));

export const ContactMessageSchema = z.object({
  name: oneLineField("name"),
  email: z
    .string()
    .trim()
    .min(1, error("contact.errors.emailRequired"))
    .max(CONTACT_LIMITS.email.max, error("contact.errors.emailTooLong"))
    .pipe(z.email(error("contact.errors.emailInvalid"))),
  subject: oneLineField("subject"),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.message.min, error("contact.errors.messageTooShort"))
    .max(CONTACT_LIMITS.message.max, error("contact.errors.messageTooLong")),
});

export type ContactMessageInput = z.infer<typeof ContactMessageSchema>;

export type ContactParseResult =
  | { ok: true; data: ContactMessageInput }
  | { ok: false; errors: ContactFieldErrors };

/** Validates the submitted values; each invalid field gets its first error as a message key. */
export function parseContactMessage(values: ContactValues): ContactParseResult {
  const parsed = ContactMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: ContactFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    if (errors[field]) continue;
    const values: Record<string, number> = {};
    if (issue.code === "too_big") values.max = Number(issue.maximum);
    if (issue.code === "too_small") values.min = Number(issue.minimum);
    errors[field] = { key: issue.message as ContactErrorKey, values };
  }
  return { ok: false, errors };
}

/** The text fields of a submitted form (missing ones empty), as they were typed. */
/** Control characters no one types (NUL and the like; tabs and line breaks stay). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function contactValues(form: FormData): ContactValues {
  const read = (name: ContactField) => {
    const value = form.get(name);
    return typeof value === "string" ? value.replace(CONTROL_CHARACTERS, "") : "";
  };
  return {
    name: read("name"),
    email: read("email"),
    subject: read("subject"),
    message: read("message"),
  };
}

export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
