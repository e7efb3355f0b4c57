// A JSON batch: `{ design?, signature?, people: [...] }`, read whole within the byte cap.
import * as z from "zod/mini";
import type { Locale } from "../../i18n/locales.ts";
import { readCappedBodyText } from "../http/capped-body.ts";
import { validationErrors } from "../http/json-body.ts";
import { problemFor } from "../http/problem.ts";
import { BATCH_BODY_MAX_BYTES, BATCH_MAX_PEOPLE } from "./limits.ts";
import { emptyBatch, tooManyPeople } from "./problems.ts";
import type { BatchRequest } from "./rows.ts";

const typeError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? "validation.required" : "validation.invalidType",
} as const;

/** The envelope only: the design and each person are checked later, each on its own. */
export const BatchBodySchema = z.strictObject(
  {
    design: z.optional(z.record(z.string(), z.unknown(), typeError)),
    signature: z.optional(z.string(typeError)),
    people: z.array(z.unknown(), typeError),
  },
  {
    error: (issue: { code?: string }) =>
      issue.code === "unrecognized_keys" ? "validation.unknownField" : "validation.invalidType",
  },
);

/**
 * The batch of an `application/json` request, or the problem to answer: 413 past the cap,
 * 400 for malformed JSON or a wrong envelope, 422 for no people or more than BATCH_MAX_PEOPLE.
 */
export async function readJsonBatch(
  request: Request,
  locale: Locale,
): Promise<BatchRequest | Response> {
  const text = await readCappedBodyText(request, { maxBytes: BATCH_BODY_MAX_BYTES, locale });
  if (text instanceof Response) return text;
  return parseJsonBatch(text, locale);
}

/** The batch in a JSON text (see readJsonBatch). */
export function parseJsonBatch(text: string, locale: Locale): BatchRequest | Response {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return problemFor("badRequest", locale);
  }
  const parsed = z.safeParse(BatchBodySchema, value);
  if (!parsed.success) {
    return problemFor("validationFailed", locale, {
      extra: { errors: validationErrors(parsed.error, locale) },
    });
  }
  const { design = {}, signature, people } = parsed.data;
  if (people.length === 0) return emptyBatch(locale);
  if (people.length > BATCH_MAX_PEOPLE) return tooManyPeople(locale);
  return {
    signatureId: signature ?? null,
    design,
    people: people.map((fields, index) => ({ row: index + 1, fields })),
  };
}
