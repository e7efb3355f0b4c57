// The account pages' JSON calls to /api/auth/*: every failure is problem+json with a
// localized `detail`; those that come from Better Auth also carry its error code as
// `authCode`, which pages map to a more precise message of their own.

export type AuthFailure = {
  ok: false;
  status: number;
  /** Better Auth's `authCode` when there is one, else the problem `code` */
  code: string;
  /** the server's localized message (problem+json only) */
  detail: string | null;
  offline: boolean;
  /** a validation_failed problem's `errors`: each invalid field's path and localized message */
  fieldErrors?: { path: string; message: string }[];
};
export type AuthCall<T> = { ok: true; data: T } | AuthFailure;

export async function postAuth<T = unknown>(
  path: string,
  body: unknown = {},
): Promise<AuthCall<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        // The server's messages in the page's language (else it follows the browser's).
        "accept-language": document.documentElement.lang || "en",
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: "offline", detail: null, offline: true };
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, data: json as T };
  const problem = response.headers.get("content-type")?.includes("problem+json") ?? false;
  return {
    ok: false,
    status: response.status,
    code:
      typeof json?.authCode === "string"
        ? json.authCode
        : typeof json?.code === "string"
          ? json.code
          : "",
    detail: problem && typeof json?.detail === "string" ? json.detail : null,
    offline: false,
  };
}

/** The message to show for a failure: a known code's, else the server's, else a generic one. */
export function failureMessage(
  failure: AuthFailure,
  t: (key: "account.form.offline" | "account.form.genericError") => string,
  known: Record<string, string> = {},
): string {
  return (
    known[failure.code] ??
    failure.detail ??
    (failure.offline ? t("account.form.offline") : t("account.form.genericError"))
  );
}

/** A call's outcome as a form message: `success` when it went through, else why it failed. */
export function outcomeMessage(
  result: AuthCall<unknown>,
  success: string,
  t: (key: "account.form.offline" | "account.form.genericError") => string,
): { tone: "success" | "error"; text: string } {
  return result.ok
    ? { tone: "success", text: success }
    : { tone: "error", text: failureMessage(result, t) };
}

/**
 * A same-site path to return to (`?next=`), or null: not `//host` or `/\host`, which browsers
 * read as another site, and no control character (a redirect's header could not hold it).
 */
export function safeNext(value: string | null): string | null {
  return value &&
    /^\/(?![/\\])/.test(value) &&
    value.length <= 500 &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is refused
    !/[\u0000-\u001f\u007f]/.test(value)
    ? value
    : null;
}
