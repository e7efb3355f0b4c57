import { apiLocale } from "../../i18n/detect.ts";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";
import type { MessageKey, MessageValues } from "../../i18n/translate.ts";

// RFC 9457 problem details: the one error envelope of the JSON API.
// Body: { type, title, status, detail, code, ...extra }. `type` is a stable identifier under
// the product's own namespace (not the deployment's host, so clients of any self-hosted
// instance can match on it); `title` is the localized summary of the code, `detail` the
// localized message of this occurrence. Expected failures are returned or thrown as these
// Responses; anything else is a bug and goes to the route's error handling.

export const PROBLEM_TYPE_BASE = "https://paraph.app/problems/";
export const PROBLEM_CONTENT_TYPE = "application/problem+json; charset=utf-8";

/** Every code the API answers with; the value is the wire form (`code`, end of `type`). */
export const ProblemCode = {
  BadRequest: "bad_request",
  ValidationFailed: "validation_failed",
  Unauthorized: "unauthorized",
  Forbidden: "forbidden",
  NotFound: "not_found",
  MethodNotAllowed: "method_not_allowed",
  Conflict: "conflict",
  PayloadTooLarge: "payload_too_large",
  UnsupportedMediaType: "unsupported_media_type",
  UnprocessableContent: "unprocessable_content",
  RateLimited: "rate_limited",
  InternalError: "internal_error",
  ServiceUnavailable: "service_unavailable",
  PhotoMissing: "photo_missing",
  PhotoTooManyFiles: "photo_too_many_files",
  PhotoTooLarge: "photo_too_large",
  PhotoUnsupportedType: "photo_unsupported_type",
  PhotoCorrupt: "photo_corrupt",
  PhotoTooManyPixels: "photo_too_many_pixels",
  PhotoNotFound: "photo_not_found",
  SignatureLimitReached: "signature_limit_reached",
  ProTemplateRequired: "pro_template_required",
  WebhookSignatureInvalid: "webhook_signature_invalid",
  InvalidApiKey: "invalid_api_key",
  ProRequired: "pro_required",
} as const;
export type ProblemCode = (typeof ProblemCode)[keyof typeof ProblemCode];

/** The HTTP status of each code. */
export const PROBLEM_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_content: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  photo_missing: 400,
  photo_too_many_files: 400,
  photo_too_large: 413,
  photo_unsupported_type: 415,
  photo_corrupt: 422,
  photo_too_many_pixels: 422,
  photo_not_found: 404,
  signature_limit_reached: 403,
  pro_template_required: 403,
  webhook_signature_invalid: 400,
  invalid_api_key: 401,
  pro_required: 403,
} as const satisfies Record<ProblemCode, number>;

export type { MessageKey } from "../../i18n/translate.ts";

export type ProblemBody = {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ProblemCode;
  [member: string]: unknown;
};

export type ProblemInit = {
  code: ProblemCode;
  /** Already-localized text of this occurrence. */
  detail: string;
  /** Defaults to the code's status (`PROBLEM_STATUS`). */
  status?: number;
  /** Language of `title`; default English. */
  locale?: Locale;
  headers?: HeadersInit;
  /** Extension members (e.g. `errors`); they cannot override the standard members. */
  extra?: Record<string, unknown>;
};

/** A problem+json Response with an already-written `detail`. */
export function problem({ code, detail, status, locale, headers, extra }: ProblemInit): Response {
  const resolvedStatus = status ?? PROBLEM_STATUS[code];
  const body: ProblemBody = {
    ...extra,
    type: `${PROBLEM_TYPE_BASE}${code}`,
    title: problemTitle(code, locale ?? DEFAULT_LOCALE),
    status: resolvedStatus,
    detail,
    code,
  };
  const responseHeaders = new Headers(headers);
  responseHeaders.set("content-type", PROBLEM_CONTENT_TYPE);
  responseHeaders.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { status: resolvedStatus, headers: responseHeaders });
}

export type ProblemResponseInit = Omit<ProblemInit, "detail" | "locale"> & {
  /** Catalogue key of `detail`, translated in `locale`. */
  messageKey: MessageKey;
  values?: MessageValues;
  locale: Locale;
};

/** A problem+json Response whose `detail` is a catalogue message in the caller's locale. */
export function problemResponse({ messageKey, values, ...init }: ProblemResponseInit): Response {
  const detail = serverT(init.locale)(messageKey, values);
  return problem({ ...init, detail });
}

/** Generic problems with a catalogue message of their own (`problems.<name>`). */
const GENERIC_PROBLEMS = {
  badRequest: ProblemCode.BadRequest,
  validationFailed: ProblemCode.ValidationFailed,
  unauthorized: ProblemCode.Unauthorized,
  forbidden: ProblemCode.Forbidden,
  notFound: ProblemCode.NotFound,
  methodNotAllowed: ProblemCode.MethodNotAllowed,
  conflict: ProblemCode.Conflict,
  payloadTooLarge: ProblemCode.PayloadTooLarge,
  unsupportedMediaType: ProblemCode.UnsupportedMediaType,
  unprocessableContent: ProblemCode.UnprocessableContent,
  internalError: ProblemCode.InternalError,
  serviceUnavailable: ProblemCode.ServiceUnavailable,
} as const satisfies Record<string, ProblemCode>;
export type GenericProblem = keyof typeof GENERIC_PROBLEMS;

/** e.g. `return problemFor("methodNotAllowed", locale)`, `throw problemFor("notFound", locale)`. */
export function problemFor(
  name: GenericProblem,
  locale: Locale,
  init: Omit<ProblemInit, "code" | "detail" | "locale"> = {},
): Response {
  return problemResponse({
    ...init,
    code: GENERIC_PROBLEMS[name],
    messageKey: `problems.${name}`,
    locale,
  });
}

/** 429 with `Retry-After` (whole seconds, at least 1). */
export function tooManyRequests(
  retryAfterSeconds: number,
  locale: Locale,
  extraHeaders?: Array<[string, string]>,
): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const headers = new Headers(extraHeaders);
  headers.set("retry-after", String(seconds));
  return problemResponse({
    code: ProblemCode.RateLimited,
    messageKey: "problems.rateLimited",
    values: { count: seconds },
    locale,
    headers,
    extra: { retryAfter: seconds },
  });
}

/** Seconds a client should wait before retrying after a 503 (a backend is restarting). */
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 5;

/** 503 with `Retry-After`: a database or shared store cannot be reached right now. */
export function serviceUnavailable(locale: Locale): Response {
  return problemFor("serviceUnavailable", locale, {
    headers: { "retry-after": String(SERVICE_UNAVAILABLE_RETRY_SECONDS) },
  });
}

/** True for a Response built here (useful where thrown values are sorted). */
export function isProblemResponse(value: unknown): value is Response {
  return (
    value instanceof Response &&
    (value.headers.get("content-type") ?? "").startsWith("application/problem+json")
  );
}

function problemTitle(code: ProblemCode, locale: Locale): string {
  return serverT(locale)(`problems.titles.${code}`);
}

/** 405 for a resource route that only accepts some methods. */
export function methodNotAllowed(request: Request, allow: string[]): Response {
  return problemFor("methodNotAllowed", apiLocale(request), {
    headers: { allow: allow.join(", ") },
  });
}
