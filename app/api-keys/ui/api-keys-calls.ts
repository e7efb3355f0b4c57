// The account page's calls to /api/v1/keys, with the server's localized problems.
import type { AuthCall } from "../../accounts/auth-request.ts";

export type ApiKeyView = {
  id: string;
  label: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
};

async function call<T>(
  method: "POST" | "DELETE",
  path: string,
  body?: unknown,
): Promise<AuthCall<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        "accept-language": document.documentElement.lang || "en",
        ...(body !== undefined && { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: "offline", detail: null, offline: true };
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, data: json as T };
  return {
    ok: false,
    status: response.status,
    code: typeof json?.code === "string" ? json.code : "",
    detail: typeof json?.detail === "string" ? json.detail : null,
    offline: false,
    fieldErrors: Array.isArray(json?.errors)
      ? (json.errors as { path?: unknown; message?: unknown }[]).flatMap((entry) =>
          typeof entry?.path === "string" && typeof entry.message === "string"
            ? [{ path: entry.path, message: entry.message }]
            : [],
        )
      : undefined,
  };
}

export const createKey = (label: string) =>
  call<ApiKeyView & { secret: string }>("POST", "/api/v1/keys", { label });

export const revokeKey = (id: string) =>
  call<null>("DELETE", `/api/v1/keys/${encodeURIComponent(id)}`);

/** A key's dates, the same on the server and in the browser (UTC, the page's language). */
export function keyDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(new Date(iso));
}
