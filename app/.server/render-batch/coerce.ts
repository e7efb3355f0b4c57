// Text from a CSV cell or a query parameter, as the signature schema wants it.
import {
  SIGNATURE_DEFAULTS,
  SIGNATURE_FIELD_NAMES,
  SIGNATURE_FIELD_SCHEMAS,
  type SignatureFieldName,
} from "../../signature/schema.ts";

const BY_LOWER_CASE = new Map(SIGNATURE_FIELD_NAMES.map((name) => [name.toLowerCase(), name]));

/** The field a column or parameter names, matched without regard to case (`fullname`). */
export function signatureFieldNamed(name: string): SignatureFieldName | null {
  return BY_LOWER_CASE.get(name.trim().toLowerCase()) ?? null;
}

const TRUE = new Set(["true", "1", "yes"]);
const FALSE = new Set(["false", "0", "no"]);
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * `"true"`/`"false"` (also 1/0, yes/no) for a flag, digits for a number, and for a field that
 * takes either text or a number (`photoSize`: "auto" or 96) the number when only it fits.
 * Anything else stays as written, for the schema to say what is wrong with it.
 */
export function coerceFieldText(name: SignatureFieldName, text: string): unknown {
  const value = text.trim();
  switch (typeof SIGNATURE_DEFAULTS[name]) {
    case "boolean": {
      const lower = value.toLowerCase();
      if (TRUE.has(lower)) return true;
      if (FALSE.has(lower)) return false;
      return text;
    }
    case "number":
      return NUMBER.test(value) ? Number(value) : text;
    default: {
      if (!NUMBER.test(value)) return text;
      const schema = SIGNATURE_FIELD_SCHEMAS[name];
      return !schema.safeParse(text).success && schema.safeParse(Number(value)).success
        ? Number(value)
        : text;
    }
  }
}
