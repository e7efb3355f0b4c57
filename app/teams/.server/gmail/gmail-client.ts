import { gmail } from "@googleapis/gmail";
import { gaxios, JWT } from "google-auth-library";
import type { ServiceAccountKey } from "./service-account.ts";

// Members' Gmail signatures through a Workspace service account with domain-wide delegation:
// one JWT client per member (`sub` = the member, whom the token impersonates), each keeping
// its token until it expires. Every failure becomes a reason code the queue acts on; the
// libraries' own retries are off (the queue retries, with its backoff and its rate).

export const GMAIL_SETTINGS_SCOPE = "https://www.googleapis.com/auth/gmail.settings.basic";
/**
 * Where google-auth-library's JWT client asks for tokens, and the `aud` it signs: both are
 * fixed in its code (a key's `token_uri` is ignored), so another token URL is reached by
 * sending this one's requests there, in the client's own fetch.
 */
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const GMAIL_API_ROOT_URL = "https://gmail.googleapis.com/";

/** Google's answers kept for the logs, at most. */
const DETAIL_CHARS = 500;
/** Members whose token a sender keeps at once (a team's worth). */
const MAX_SUBJECTS = 2_000;
const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);
/** 403 reasons that are Gmail's way of saying 429. */
const RATE_LIMIT_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded"]);

export type PushFailureReason =
  | "unavailable"
  | "delegation"
  | "credentials"
  | "notFound"
  | "forbidden"
  | "rejected";

export type PushFailure = { ok: false; detail: string } & (
  | { retryable: true; reason: "unavailable"; retryAfterMs?: number }
  | { retryable: false; reason: Exclude<PushFailureReason, "unavailable"> }
);

/** How a call went: its `value` when it has one. */
export type PushResult<T = undefined> =
  | ([T] extends [undefined] ? { ok: true } : { ok: true; value: T })
  | PushFailure;

export type GmailSender = {
  /** gets the member's token now (kept until it expires), so that a call after it is one request */
  authorize(email: string): Promise<PushResult>;
  /** the HTML signature of the member's primary address ("" when none) */
  getSignature(email: string): Promise<PushResult<string>>;
  setSignature(email: string, html: string): Promise<PushResult>;
};

export type GmailSenderOptions = {
  key: ServiceAccountKey;
  tokenUrl: string;
  apiRootUrl: string;
  /** for each HTTP request, counted once it may start (after `beforeRequest`) */
  timeoutMs: number;
  /** awaited before every HTTP request, token requests included: the caller's rate limit */
  beforeRequest?: (signal?: AbortSignal) => Promise<void>;
  /** aborts every request of this sender, waiting or in flight */
  signal?: AbortSignal;
};

export function createGmailSender(options: GmailSenderOptions): GmailSender {
  const { key } = options;
  const api = gmail({ version: "v1", rootUrl: options.apiRootUrl, retry: false });
  const transporterOptions = {
    // gaxios retries token requests (POST) and API calls on 429/5xx unless told not to
    retry: false,
    retryConfig: { retry: 0 },
    fetchImplementation: fetchThrough(options),
  };
  const clients = new Map<string, JWT>();

  function clientFor(email: string): JWT {
    const known = clients.get(email);
    if (known) return known;
    if (clients.size >= MAX_SUBJECTS) clients.delete(clients.keys().next().value!);
    const client = new JWT({
      email: key.client_email,
      key: key.private_key,
      keyId: key.private_key_id,
      subject: email,
      scopes: [GMAIL_SETTINGS_SCOPE],
      transporterOptions,
    });
    clients.set(email, client);
    return client;
  }

  async function authorize(email: string): Promise<PushResult> {
    try {
      const { token } = await clientFor(email).getAccessToken();
      return token ? { ok: true } : unavailable("the token endpoint answered without a token");
    } catch (error) {
      return tokenFailure(error);
    }
  }

  async function asMember<T>(
    email: string,
    request: (auth: JWT) => Promise<T>,
  ): Promise<{ ok: true; value: T } | PushFailure> {
    const authorized = await authorize(email);
    if (!authorized.ok) return authorized;
    const auth = clientFor(email);
    try {
      return { ok: true, value: await request(auth) };
    } catch (error) {
      return apiFailure(error);
    }
  }

  return {
    authorize,
    getSignature: (email) =>
      asMember(email, async (auth) => {
        const { data } = await api.users.settings.sendAs.get({
          userId: email,
          sendAsEmail: email,
          auth,
        });
        return data.signature ?? "";
      }),
    // PATCH, not `update` (PUT): a PUT of the signature alone would also reset the address's
    // display name and reply-to to their defaults.
    setSignature: async (email, html) => {
      const result = await asMember(email, (auth) =>
        api.users.settings.sendAs.patch({
          userId: email,
          sendAsEmail: email,
          requestBody: { signature: html },
          auth,
        }),
      );
      return result.ok ? { ok: true } : result;
    },
  };
}

/** The clients' fetch: the configured token URL, the caller's rate limit, then a timeout. */
function fetchThrough({
  tokenUrl,
  timeoutMs,
  beforeRequest,
  signal,
}: GmailSenderOptions): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    await beforeRequest?.(signal);
    const signals = [AbortSignal.timeout(timeoutMs), init?.signal, signal].filter(
      (s): s is AbortSignal => s != null,
    );
    return fetch(url === GOOGLE_TOKEN_URL ? tokenUrl : input, {
      ...init,
      signal: AbortSignal.any(signals),
    });
  };
}

function unavailable(detail: string, retryAfterMs?: number): PushFailure {
  return {
    ok: false,
    retryable: true,
    reason: "unavailable",
    detail: detail.slice(0, DETAIL_CHARS),
    ...(retryAfterMs !== undefined && { retryAfterMs }),
  };
}

function refused(reason: Exclude<PushFailureReason, "unavailable">, detail: string): PushFailure {
  return { ok: false, retryable: false, reason, detail: detail.slice(0, DETAIL_CHARS) };
}

type TokenError = { error?: unknown; error_description?: unknown };

/** The token endpoint's answer: OAuth's `{error, error_description}`. */
function tokenFailure(error: unknown): PushFailure {
  // thrown before any request: the JWT could not be signed with this key
  if (!(error instanceof gaxios.GaxiosError)) return refused("credentials", messageOf(error));
  const response = error.response;
  if (!response) return unavailable(messageOf(error));
  const { status } = response;
  if (RETRYABLE_STATUS.has(status)) {
    return unavailable(`token ${status}`, retryAfterMs(response.headers.get("retry-after")));
  }
  const data = (response.data ?? {}) as TokenError;
  const code = typeof data.error === "string" ? data.error : "";
  const description = typeof data.error_description === "string" ? data.error_description : "";
  const detail = `token ${status} ${code}: ${description}`;
  // unauthorized_client: the client id is not allowed this scope in the Admin console
  if (code === "unauthorized_client" || code === "access_denied" || code === "invalid_scope") {
    return refused("delegation", detail);
  }
  // the subject is not a user of the Workspace domain
  if (code === "invalid_grant" && /invalid email or user id/i.test(description)) {
    return refused("notFound", detail);
  }
  // invalid_grant (bad signature, deleted key, unknown account), invalid_client…
  return refused("credentials", detail);
}

type ApiError = { error?: { message?: unknown; errors?: Array<{ reason?: unknown }> } };

/** Gmail's answer: `{error: {code, message, status, errors: [{reason, …}]}}`. */
function apiFailure(error: unknown): PushFailure {
  if (!(error instanceof gaxios.GaxiosError) || !error.response) {
    return unavailable(messageOf(error));
  }
  const { status, headers } = error.response;
  const body = (error.response.data ?? {}) as ApiError;
  const reasons = (body.error?.errors ?? []).map((entry) => String(entry.reason));
  const message = typeof body.error?.message === "string" ? body.error.message : "";
  const detail = `gmail ${status} ${reasons.join(",")}: ${message}`;
  if (
    RETRYABLE_STATUS.has(status) ||
    (status === 403 && reasons.some((reason) => RATE_LIMIT_REASONS.has(reason)))
  ) {
    return unavailable(detail, retryAfterMs(headers.get("retry-after")));
  }
  if (status === 401) return refused("credentials", detail);
  if (status === 403) return refused("forbidden", detail);
  if (status === 404) return refused("notFound", detail);
  return refused("rejected", detail);
}

/** `Retry-After` as delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
