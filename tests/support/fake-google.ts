import { generateKeyPairSync, type KeyObject, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

// Google for the Gmail push, on loopback: the OAuth token endpoint of a service account with
// domain-wide delegation (RFC 7523 JWT bearer grant, checked as Google checks it) and the
// Gmail API's send-as settings of the users it knows. Failures are injected per address.

/** The audience Google requires in the assertion (google-auth-library always signs this one). */
export const GOOGLE_TOKEN_AUDIENCE = "https://oauth2.googleapis.com/token";
const SCOPE = "https://www.googleapis.com/auth/gmail.settings.basic";
const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
const TOKEN_SECONDS = 3600;
/** Gmail refuses longer signatures. */
const MAX_SIGNATURE_CHARS = 10_000;
const SEND_AS_PATH = /^\/gmail\/v1\/users\/([^/]+)\/settings\/sendAs\/([^/]+)$/;

export type FakeServiceAccountKey = {
  type: "service_account";
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  client_id: string;
  auth_uri: string;
  token_uri: string;
  auth_provider_x509_cert_url: string;
  client_x509_cert_url: string;
  universe_domain: string;
};

/** A failure answered instead of the next API calls: an HTTP status, or the connection reset. */
export type InjectedFailure = {
  status: number | "reset";
  headers?: Record<string, string>;
  /** Google's `errors[0].reason`; a default per status otherwise */
  reason?: string;
  /** only for this method (GET, PUT, PATCH) */
  method?: string;
};

export type FakeGoogle = {
  url: string;
  tokenUrl: string;
  apiRootUrl: string;
  /** the key of the one service account the token endpoint trusts */
  serviceAccountKey: FakeServiceAccountKey;
  /** addresses of the domain's users; others are 404 */
  users: Set<string>;
  /** each user's current signature */
  signatures: Map<string, string>;
  /** successful updates (PUT or PATCH) per address */
  updates: Map<string, number>;
  /** every request received, token requests included */
  readonly requests: number;
  readonly tokenRequests: number;
  readonly reads: number;
  /** `performance.now()` at each request's arrival, in order (for reports, not for checks) */
  requestTimes: number[];
  /** slows every answer: the request is acted on at once, its answer sent this much later */
  delayMs: number;
  /**
   * Holds every answer from now on until the returned function is called: requests are still
   * acted on at once (a Google that applied a change and has not said so yet).
   */
  holdAnswers(): () => void;
  /** the next `count` API calls for this address (`*`: any) answer with this failure */
  failNext(
    target: string,
    status: number | "reset",
    count?: number,
    options?: Omit<InjectedFailure, "status">,
  ): void;
  /** token requests (for `subject` only, if given) fail with this OAuth error until cleared */
  failTokenWith(
    error: string | null,
    options?: { status?: number; description?: string; subject?: string },
  ): void;
  /** forgets users, signatures, counts, injected failures and delay (the key stays) */
  reset(): void;
  /** a new key pair for the same account (Google no longer knowing the old key's half) */
  otherKey(): FakeServiceAccountKey;
  close(): Promise<void>;
};

type TokenFailure = { error: string; status: number; description: string; subject?: string };

export async function startFakeGoogle(
  options: { delayMs?: number; users?: Iterable<string> } = {},
): Promise<FakeGoogle> {
  const projectId = `paraph-test-${randomBytes(3).toString("hex")}`;
  const clientEmail = `signatures@${projectId}.iam.gserviceaccount.com`;
  const pair = newKeyPair();
  const tokens = new Map<string, { subject: string; expiresAt: number }>();
  const failures = new Map<string, Array<InjectedFailure & { remaining: number }>>();
  let tokenFailure: TokenFailure | null = null;
  let requests = 0;
  let tokenRequests = 0;
  let reads = 0;
  let held: { released: Promise<void>; release: () => void } | null = null;

  const server = createServer((req, res) => {
    requests += 1;
    fake.requestTimes.push(performance.now());
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { code: 500, message: String(error) } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (path === "/token") {
      tokenRequests += 1;
      return answer(res, tokenAnswer(req, body));
    }
    const match = SEND_AS_PATH.exec(path);
    if (!match) return answer(res, { status: 404, body: { error: "no such endpoint" } });
    const userId = decodeURIComponent(match[1]!).toLowerCase();
    const sendAsEmail = decodeURIComponent(match[2]!).toLowerCase();
    const injected = takeFailure(userId, req.method ?? "GET");
    if (injected?.status === "reset") {
      req.socket.destroy();
      return;
    }
    if (injected) {
      return answer(res, {
        status: injected.status,
        headers: injected.headers,
        body: apiError(injected.status, injected.reason),
      });
    }
    return answer(res, sendAsAnswer(req, body, userId, sendAsEmail));
  }

  type Answer = { status: number; body: unknown; headers?: Record<string, string> };

  async function answer(res: ServerResponse, { status, body, headers }: Answer) {
    if (held) await held.released;
    if (fake.delayMs > 0) await sleep(fake.delayMs);
    if (res.destroyed) return;
    send(res, status, body, headers);
  }

  function tokenAnswer(req: IncomingMessage, body: string): Answer {
    const oauthError = (status: number, error: string, description: string): Answer => ({
      status,
      body: { error, error_description: description },
    });
    if (req.method !== "POST") return oauthError(405, "invalid_request", "POST only");
    const form = new URLSearchParams(body);
    if (form.get("grant_type") !== JWT_BEARER) {
      return oauthError(400, "unsupported_grant_type", "Invalid grant_type: ");
    }
    const claims = verifiedClaims(form.get("assertion") ?? "", pair.publicKey);
    if (!claims) return oauthError(400, "invalid_grant", "Invalid JWT Signature.");
    const now = Math.floor(Date.now() / 1000);
    if (claims.iss !== clientEmail) {
      return oauthError(400, "invalid_grant", "Invalid grant: account not found");
    }
    if (claims.aud !== GOOGLE_TOKEN_AUDIENCE) {
      return oauthError(400, "invalid_grant", "Invalid JWT: Failed audience check.");
    }
    if (
      typeof claims.exp !== "number" ||
      typeof claims.iat !== "number" ||
      claims.exp <= now ||
      claims.exp - claims.iat > TOKEN_SECONDS ||
      claims.iat > now + 60
    ) {
      return oauthError(
        400,
        "invalid_grant",
        "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.",
      );
    }
    if (typeof claims.scope !== "string" || !claims.scope.split(" ").includes(SCOPE)) {
      return oauthError(400, "invalid_scope", "Invalid OAuth scope or ID token audience provided.");
    }
    if (typeof claims.sub !== "string" || claims.sub === "") {
      return oauthError(400, "invalid_request", "Domain-wide delegation needs a subject (sub).");
    }
    const subject = claims.sub.toLowerCase();
    if (tokenFailure && (!tokenFailure.subject || tokenFailure.subject === subject)) {
      return oauthError(tokenFailure.status, tokenFailure.error, tokenFailure.description);
    }
    const token = `ya29.fake-${Buffer.from(subject).toString("base64url")}.${randomBytes(12).toString("base64url")}`;
    tokens.set(token, { subject, expiresAt: Date.now() + TOKEN_SECONDS * 1000 });
    return {
      status: 200,
      body: { access_token: token, expires_in: TOKEN_SECONDS, token_type: "Bearer" },
    };
  }

  function sendAsAnswer(
    req: IncomingMessage,
    body: string,
    userId: string,
    sendAsEmail: string,
  ): Answer {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const grant = bearer ? tokens.get(bearer) : undefined;
    if (!grant || grant.expiresAt <= Date.now()) {
      return { status: 401, body: apiError(401) };
    }
    const user = userId === "me" ? grant.subject : userId;
    if (user !== grant.subject) {
      return {
        status: 403,
        body: apiError(403, "forbidden", `Delegation denied for ${grant.subject}`),
      };
    }
    if (!fake.users.has(user) || sendAsEmail !== user) return { status: 404, body: apiError(404) };
    if (req.method === "GET") {
      reads += 1;
      return { status: 200, body: sendAs(user) };
    }
    if (req.method !== "PUT" && req.method !== "PATCH") {
      return { status: 405, body: apiError(405, "methodNotAllowed") };
    }
    let resource: { signature?: unknown };
    try {
      resource = JSON.parse(body) as { signature?: unknown };
    } catch {
      return { status: 400, body: apiError(400, "parseError", "Invalid JSON payload received.") };
    }
    if (typeof resource.signature === "string") {
      if (resource.signature.length > MAX_SIGNATURE_CHARS) {
        return { status: 400, body: apiError(400, "invalidArgument", "Signature is too long") };
      }
      fake.signatures.set(user, resource.signature);
    }
    fake.updates.set(user, (fake.updates.get(user) ?? 0) + 1);
    return { status: 200, body: sendAs(user) };
  }

  function sendAs(user: string) {
    return {
      sendAsEmail: user,
      displayName: "",
      replyToAddress: "",
      signature: fake.signatures.get(user) ?? "",
      isPrimary: true,
      isDefault: true,
      treatAsAlias: false,
      verificationStatus: "accepted",
    };
  }

  function takeFailure(user: string, method: string): InjectedFailure | undefined {
    for (const target of [user, "*"]) {
      const queue = failures.get(target) ?? [];
      const index = queue.findIndex((f) => f.remaining > 0 && (!f.method || f.method === method));
      const failure = queue[index];
      if (!failure) continue;
      failure.remaining -= 1;
      if (failure.remaining === 0) queue.splice(index, 1);
      return failure;
    }
    return undefined;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function keyFor(privateKey: string, keyId: string): FakeServiceAccountKey {
    return {
      type: "service_account",
      project_id: projectId,
      private_key_id: keyId,
      private_key: privateKey,
      client_email: clientEmail,
      client_id: `1${BigInt(`0x${randomBytes(8).toString("hex")}`)
        .toString()
        .padStart(20, "0")}`,
      auth_uri: "https://accounts.google.com/o/oauth2/auth",
      token_uri: GOOGLE_TOKEN_AUDIENCE,
      auth_provider_x509_cert_url: "https://www.googleapis.com/oauth2/v1/certs",
      client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(clientEmail)}`,
      universe_domain: "googleapis.com",
    };
  }

  const fake: FakeGoogle = {
    url,
    tokenUrl: `${url}/token`,
    apiRootUrl: `${url}/`,
    serviceAccountKey: keyFor(pair.privateKey, randomBytes(20).toString("hex")),
    users: new Set([...(options.users ?? [])].map((user) => user.toLowerCase())),
    signatures: new Map(),
    updates: new Map(),
    get requests() {
      return requests;
    },
    get tokenRequests() {
      return tokenRequests;
    },
    get reads() {
      return reads;
    },
    requestTimes: [],
    delayMs: options.delayMs ?? 0,
    holdAnswers() {
      if (!held) {
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        held = { released, release };
      }
      const hold = held;
      return () => {
        if (held === hold) held = null;
        hold.release();
      };
    },
    failNext(target, status, count = 1, more = {}) {
      const key = target === "*" ? "*" : target.toLowerCase();
      const queue = failures.get(key) ?? [];
      queue.push({ ...more, status, remaining: count });
      failures.set(key, queue);
    },
    failTokenWith(error, more = {}) {
      tokenFailure = error
        ? {
            error,
            status: more.status ?? (error === "invalid_grant" ? 400 : 401),
            description: more.description ?? TOKEN_ERROR_DESCRIPTIONS[error] ?? error,
            subject: more.subject?.toLowerCase(),
          }
        : null;
    },
    reset() {
      fake.users.clear();
      fake.signatures.clear();
      fake.updates.clear();
      fake.requestTimes.length = 0;
      fake.delayMs = 0;
      held?.release();
      held = null;
      failures.clear();
      tokenFailure = null;
      requests = 0;
      tokenRequests = 0;
      reads = 0;
    },
    otherKey: () => keyFor(newKeyPair().privateKey, randomBytes(20).toString("hex")),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

const TOKEN_ERROR_DESCRIPTIONS: Record<string, string> = {
  unauthorized_client:
    "Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.",
  access_denied: "Requested client not authorized.",
  invalid_grant: "Invalid grant: account not found",
};

const STATUS_NAMES: Record<number, [status: string, reason: string, message: string]> = {
  400: ["INVALID_ARGUMENT", "invalidArgument", "Invalid argument"],
  401: [
    "UNAUTHENTICATED",
    "authError",
    "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
  ],
  403: ["PERMISSION_DENIED", "forbidden", "The caller does not have permission"],
  404: ["NOT_FOUND", "notFound", "Requested entity was not found."],
  405: ["FAILED_PRECONDITION", "methodNotAllowed", "Method not allowed"],
  429: ["RESOURCE_EXHAUSTED", "rateLimitExceeded", "Too many requests"],
  500: ["INTERNAL", "backendError", "Internal error encountered."],
  502: ["UNAVAILABLE", "backendError", "Bad gateway"],
  503: ["UNAVAILABLE", "backendError", "The service is currently unavailable."],
  504: ["DEADLINE_EXCEEDED", "backendError", "Deadline exceeded"],
};

/** Google's JSON error body. */
function apiError(code: number, reason?: string, message?: string) {
  const [status, defaultReason, defaultMessage] = STATUS_NAMES[code] ?? [
    "UNKNOWN",
    "unknown",
    `HTTP ${code}`,
  ];
  const text = message ?? defaultMessage;
  return {
    error: {
      code,
      message: text,
      status,
      errors: [{ message: text, domain: "global", reason: reason ?? defaultReason }],
    },
  };
}

function newKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(), publicKey };
}

/** The claims of an RS256 JWT signed by this key; null when it is not one. */
function verifiedClaims(assertion: string, publicKey: KeyObject): Record<string, unknown> | null {
  const [header, payload, signature] = assertion.split(".");
  if (!header || !payload || !signature) return null;
  try {
    const { alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string };
    if (alg !== "RS256") return null;
    const signed = verify(
      "sha256",
      Buffer.from(`${header}.${payload}`),
      publicKey,
      Buffer.from(signature, "base64url"),
    );
    if (!signed) return null;
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString());
    return typeof claims === "object" && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}
