// How a signature's fields are stored (ADR 015): validated by the schema on the way in, with
// the schema's version; read back without validating again when that version is current.
import {
  coerceSignatureFields,
  SIGNATURE_SCHEMA_VERSION,
  type SignatureFields,
  SignatureFieldsSchema,
} from "../../signature/schema.ts";

export type StoredFields = { fields: string; schema_version: number };

/** Only what the schema accepts is stored, with the version that accepted it. */
export function toStoredFields(fields: SignatureFields): StoredFields {
  return {
    fields: JSON.stringify(SignatureFieldsSchema.parse(fields)),
    schema_version: SIGNATURE_SCHEMA_VERSION,
  };
}

/**
 * The fields of a stored row. At the current version they are what the schema produced when
 * the row was written, so plain JSON (Zod took a quarter of a list's CPU). Another version
 * goes through the schema again: fields added since get their defaults, a row the schema no
 * longer accepts keeps its valid fields, unknown ones are dropped.
 */
export function fromStoredFields(json: string, version: number): SignatureFields {
  const raw: unknown = JSON.parse(json);
  const isObject = typeof raw === "object" && raw !== null && !Array.isArray(raw);
  if (version === SIGNATURE_SCHEMA_VERSION && isObject) return raw as SignatureFields;
  const parsed = SignatureFieldsSchema.safeParse(raw);
  return parsed.success ? parsed.data : coerceSignatureFields(raw);
}
