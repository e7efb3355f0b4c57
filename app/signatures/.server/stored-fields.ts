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

/**
 * A key of a member the API puts beside the stored fields (answer-json.ts), never a field's
 * name. One regular expression: five `includes` took a fifth of a list's CPU.
 */
const ANSWER_MEMBER_KEY = /"(?:id|userId|createdAt|updatedAt|team)":/;

/**
 * The stored fields as the members of a JSON object, without its braces (`""` for none), ready
 * to be spliced into an answer when they would come out of `JSON.stringify(fromStoredFields(…))`
 * as they are: a current-version object, which toStoredFields wrote with JSON.stringify, naming
 * none of the members the answer adds. Null when the row must be read through fromStoredFields:
 * another version, not an object, or a key the answer adds (only a row written by hand could
 * have one: in JSON text a value's quotes are escaped, so the search only finds keys).
 */
export function storedFieldsMembers(json: string, version: number): string | null {
  if (version !== SIGNATURE_SCHEMA_VERSION) return null;
  if (json.charCodeAt(0) !== 0x7b || json.charCodeAt(json.length - 1) !== 0x7d) return null;
  if (ANSWER_MEMBER_KEY.test(json)) return null;
  return json.slice(1, -1);
}
