// One person of a batch: the design with the person's non-empty fields laid over it, checked
// with the signature schema, made into that person's signature by the one rule of
// app/signature/person-design.ts (a design's person fields reach no one). The plan rules
// apply when the row is rendered (render-rows.ts).
import * as z from "zod/mini";
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { PERSON_FIELDS, personSignature } from "../../signature/person-design.ts";
import { type SignatureFields, SignatureFieldsSchema } from "../../signature/schema.ts";
import { illFormedTextPath, validationErrors } from "../http/json-body.ts";
import type { Design } from "./design.ts";
import type { PersonInput, RowError } from "./rows.ts";

/** An empty value leaves the design's: "", blank text, null, or no value at all. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && !value.trim());
}

/** The design with each non-empty field of the person laid over it. */
export function mergePerson(
  design: Design,
  person: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...design };
  for (const [name, value] of Object.entries(person)) {
    if (!isEmpty(value)) merged[name] = value;
  }
  return merged;
}

export type PersonCheck = { ok: true; fields: SignatureFields } | { ok: false; errors: RowError[] };

/**
 * The fields of one person, or the row's errors in `locale`: not an object, a text no page can
 * show, schema issues (unknown fields included).
 */
export function checkPerson(
  person: PersonInput,
  design: Design,
  { locale }: { locale: Locale },
): PersonCheck {
  const t = serverT(locale);
  if (person.tooManyCells) {
    return fail("", "too_many_cells", t("problems.batch.tooManyCells"));
  }
  const { fields } = person;
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    return fail("", "invalid_type", t("validation.invalidType"));
  }
  const illFormed = illFormedTextPath(fields);
  if (illFormed !== null) return fail(illFormed, "ill_formed_text", t("validation.illFormedText"));
  const row = fields as Record<string, unknown>;
  const parsed = z.safeParse(SignatureFieldsSchema, mergePerson(design, row));
  if (!parsed.success) return { ok: false, errors: validationErrors(parsed.error, locale) };
  const own = Object.fromEntries(
    PERSON_FIELDS.filter((name) => !isEmpty(row[name])).map((name) => [name, parsed.data[name]]),
  );
  const signature = personSignature(parsed.data, own);
  return { ok: true, fields: signature };
}

function fail(path: string, code: string, message: string): PersonCheck {
  return { ok: false, errors: [{ path, code, message }] };
}
