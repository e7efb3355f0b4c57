import { describe, expect, it } from "vitest";
import { en } from "../../../i18n/messages/en/index.ts";
import { fr } from "../../../i18n/messages/fr/index.ts";
import { serverT } from "../../../i18n/translate.server.ts";
import {
  CONTACT_LIMITS,
  type ContactValues,
  contactValues,
  isHoneypotFilled,
  parseContactMessage,
} from "./schema.ts";

const valid: ContactValues = {
  name: "Zoë Ærø",
  email: "zoe@example.com",
  subject: "A question",
  message: "Hello, how do I change the photo?",
};

const errorsOf = (values: Partial<ContactValues>) => {
  const result = parseContactMessage({ ...valid, ...values });
  return result.ok ? {} : result.errors;
};

describe("ContactMessageSchema", () => {
  it("accepts a valid message and trims it; names and subjects become one line", () => {
    const result = parseContactMessage({
      name: "  Ada\n  Lovelace ",
      email: "  ada@example.com ",
      subject: "Hi\r\nBcc: someone@example.com",
      message: "\n  Line one\nLine two  \n",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        subject: "Hi Bcc: someone@example.com",
        message: "Line one\nLine two",
      },
    });
  });

  it("enforces each limit exactly", () => {
    const { name, email, subject, message } = CONTACT_LIMITS;
    expect(errorsOf({ name: "n".repeat(name.max) })).toEqual({});
    expect(errorsOf({ name: "n".repeat(name.max + 1) }).name).toEqual({
      key: "contact.errors.nameTooLong",
      values: { max: 120 },
    });
    const address = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;
    expect(address(email.max)).toHaveLength(254);
    expect(errorsOf({ email: address(email.max) })).toEqual({});
    expect(errorsOf({ email: address(email.max + 1) }).email?.key).toBe(
      "contact.errors.emailTooLong",
    );
    expect(errorsOf({ subject: "s".repeat(subject.max) })).toEqual({});
    expect(errorsOf({ subject: "s".repeat(subject.max + 1) }).subject?.key).toBe(
      "contact.errors.subjectTooLong",
    );
    expect(errorsOf({ message: "m".repeat(message.min) })).toEqual({});
    expect(errorsOf({ message: ` ${"m".repeat(message.min - 1)}   ` }).message).toEqual({
      key: "contact.errors.messageTooShort",
      values: { min: 10 },
    });
    expect(errorsOf({ message: "m".repeat(message.max) })).toEqual({});
    expect(errorsOf({ message: "m".repeat(message.max + 1) }).message?.values).toEqual({
      max: 5000,
    });
  });

  it("asks for every missing field, and for a real email address", () => {
    const result = parseContactMessage({ name: " ", email: "", subject: "\n", message: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v.key]))).toEqual({
      name: "contact.errors.nameRequired",
      email: "contact.errors.emailRequired",
      subject: "contact.errors.subjectRequired",
      message: "contact.errors.messageTooShort",
    });
    for (const bad of ["jane", "jane@", "@example.com", "jane example@example.com"]) {
      expect(errorsOf({ email: bad }).email?.key, bad).toBe("contact.errors.emailInvalid");
    }
  });

  it("has every error message in English and French, with its limit filled in", () => {
    for (const name of Object.keys(en.contact.errors)) {
      expect(fr.contact.errors).toHaveProperty(name);
    }
    const error = errorsOf({ name: "n".repeat(121) }).name!;
    expect(serverT("en")(error.key, error.values)).toBe(
      "Your name must be 120 characters or fewer.",
    );
    expect(serverT("fr")(error.key, error.values)).toBe(
      "Votre nom ne doit pas dépasser 120\u00a0caractères.",
    );
  });
});

describe("form helpers", () => {
  it("reads the fields as typed, missing ones empty", () => {
    const form = new FormData();
    form.set("name", "  Ada ");
    form.set("message", "Hello");
    expect(contactValues(form)).toEqual({
      name: "  Ada ",
      email: "",
      subject: "",
      message: "Hello",
    });
  });

  it("spots the honeypot", () => {
    const form = new FormData();
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("website", "   ");
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("website", "https://spam.example");
    expect(isHoneypotFilled(form)).toBe(true);
  });
});
