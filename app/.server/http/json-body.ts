import * as z from "zod/mini";
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import { issueMessage } from "../../signature/issues.ts";
import { readCappedBodyText } from "./capped-body.ts";
import { problemFor } from "./problem.ts";

/** One entry of a validation_failed problem's `errors`. */
export type ValidationError = { path: string; code: string; message: string };

/**
 * Reads a JSON request body with a size cap and validates it; any failure is the
 * problem+json Response to send back (413 too large, 415 not JSON, 400 malformed or invalid).
 */
export async function readJsonBody<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  { maxBytes, locale }: { maxBytes: number; locale: Locale },
): Promise<z.output<S> | Response> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/json|text\/plain)\b/i.test(type)) {
    return problemFor("unsupportedMediaType", locale);
  }
  const text = await readCappedBodyText(request, { maxBytes, locale });
  if (text instanceof Response) return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return problemFor("badRequest", locale);
  }
  const illFormed = illFormedTextProblem(value, locale);
  if (illFormed) return illFormed;
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    return problemFor("validationFailed", locale, {
      extra: { errors: validationErrors(parsed.error, locale) },
    });
  }
  return parsed.data;
}

/**
 * JSON can carry half of a UTF-16 surrogate pair (`"\ud800"`), text no page, mail or
 * signature can show, which databases store as U+FFFD, and NUL, which PostgreSQL refuses. Any
 * string or member name holding one gets a 400 naming its path, before any schema runs.
 */
export function illFormedTextProblem(value: unknown, locale: Locale): Response | null {
  const path = illFormedTextPath(value);
  if (path === null) return null;
  const t = serverT(locale);
  return problemFor("validationFailed", locale, {
    extra: {
      errors: [{ path, code: "ill_formed_text", message: t("validation.illFormedText") }],
    },
  });
}

/** Text no store keeps as sent: a lone surrogate, or NUL (PostgreSQL refuses it in text). */
function isStorableText(text: string): boolean {
  return text.isWellFormed() && !text.includes("\u0000");
}

/**
 * The dotted path of the first ill-formed string or member name in `value`, or null. Walks
 * with its own stack: a body nested thousands of levels deep must not overflow the call stack.
 */
export function illFormedTextPath(value: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === "string") {
      if (!isStorableText(current)) return path;
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    for (const [key, member] of entries.reverse()) {
      const memberPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return memberPath;
      pending.push({ value: member, path: memberPath });
    }
  }
  return null;
}

/**
 * `errors` of a validation_failed problem: one entry per issue, each unknown field on its own
 * path, `message` in the caller's locale (the `validation.*` catalogue, see issues.ts).
 */
export function validationErrors(error: z.core.$ZodError, locale: Locale): ValidationError[] {
  const t = serverT(locale);
  return error.issues.flatMap((issue): ValidationError[] => {
    const { key, values } = issueMessage(issue);
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((field) => ({
        path: [...issue.path, field].join("."),
        code: issue.code,
        message: t(key, { ...values, field }),
      }));
    }
    return [{ path: issue.path.join("."), code: issue.code, message: t(key, values) }];
  });
}
