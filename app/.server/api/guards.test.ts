import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { SessionUser } from "../../accounts/.server/session.ts";
import type { RequestContext } from "../context.ts";
import { createRateLimiter } from "../http/rate-limit.ts";
import { type Endpoint, endpoint } from "./endpoint.ts";
import { handleServiceRequest } from "./router.ts";

// The guards an endpoint declares are applied by the router, with the same answers whatever
// the endpoint: a handler never checks a rule by hand (docs/architecture.md#request-paths).

const FREE: SessionUser = {
  id: "u-free",
  email: "free@example.com",
  emailVerified: true,
  isPaid: false,
  hasFreeTemplate: true,
  locale: "en",
};
const PRO: SessionUser = { ...FREE, id: "u-pro", email: "pro@example.com", isPaid: true };

function appFor(user: SessionUser | null, { proForEveryone = false } = {}) {
  const limit = (name: string, max: number) =>
    createRateLimiter({ kind: "memory" }, { name, windowSeconds: 60, max });
  return {
    config: { proForEveryone, publicUrl: "http://localhost" },
    auth: { $context: Promise.resolve({ authCookies: { sessionToken: { name: "session" } } }) },
    sessions: { cache: { lookup: async () => user } },
    limiters: {
      auth: () => null,
      events: limit("events", 1),
      render: limit("render", 100),
      rosterUpload: limit("roster-upload", 100),
      signatureApi: limit("signature-api", 2),
    },
    log: { warn() {}, error() {}, info() {} },
  } as unknown as RequestContext;
}

const ok = () => new Response("ok");

async function call(
  declared: Endpoint,
  app: RequestContext,
  init: RequestInit & { headers?: Record<string, string> } = {},
) {
  const request = new Request("http://localhost/api/test", {
    method: "POST",
    ...init,
    headers: { "accept-language": "en", ...init.headers },
  });
  return handleServiceRequest(request, app, {
    route: "/api/test",
    operations: { POST: declared },
    params: {},
  });
}

describe("declared guards", () => {
  const teams = endpoint({ caller: "session", allowance: "teams" }, ok);

  it("a route declaring a Pro allowance answers a Free caller 403 pro_required", async () => {
    const response = await call(teams, appFor(FREE));
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({
      status: 403,
      code: "pro_required",
      detail: "Teams are part of the Pro plan.",
    });
  });

  it("answers in the request's language", async () => {
    const response = await call(teams, appFor(FREE), { headers: { "accept-language": "fr" } });
    expect(await response.json()).toMatchObject({
      code: "pro_required",
      detail: "Les équipes font partie de l’offre Pro.",
    });
  });

  it("lets a Pro caller through, and everyone on an instance with PRO_FOR_EVERYONE", async () => {
    expect((await call(teams, appFor(PRO))).status).toBe(200);
    const everyone = appFor({ ...FREE }, { proForEveryone: true });
    expect((await call(teams, everyone)).status).toBe(200);
  });

  it("answers 401 without a session", async () => {
    const response = await call(teams, appFor(null));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "unauthorized" });
  });

  it("refuses an API key where a browser is required", async () => {
    const keys = endpoint({ caller: "browser", allowance: "apiKeys" }, ok);
    const response = await call(keys, appFor(PRO), {
      headers: { authorization: "Bearer pk_something" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "forbidden" });
  });

  it("counts a per-address limit before the handler runs", async () => {
    let ran = 0;
    const events = endpoint({ rateLimit: "events" }, () => {
      ran += 1;
      return ok();
    });
    const app = appFor(null);
    expect((await call(events, app)).status).toBe(200);
    const limited = await call(events, app);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(ran).toBe(1);
  });

  it("counts a per-account limit and says where the caller stands", async () => {
    const api = endpoint({ caller: "session", rateLimit: "signatureApi" }, ok);
    const app = appFor(PRO);
    const first = await call(api, app);
    expect(first.headers.get("ratelimit-policy")).toBe('"signature-api";q=2;w=60');
    await call(api, app);
    const limited = await call(api, app);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("ratelimit")).toMatch(/^"signature-api";r=0;t=\d+$/);
  });

  it("reads a declared JSON body within its cap, with the same problems", async () => {
    const json = endpoint(
      { body: { kind: "json", schema: z.object({ name: z.string() }), maxBytes: 32 } },
      ({ body }) => Response.json(body),
    );
    const app = appFor(null);
    const send = (body: string, type = "application/json") =>
      call(json, app, { body, headers: { "content-type": type } });
    expect(await (await send('{"name":"Ada"}')).json()).toEqual({ name: "Ada" });
    expect((await send('{"name":"Ada"}', "text/csv")).status).toBe(415);
    expect((await send(`{"name":"${"a".repeat(64)}"}`)).status).toBe(413);
    expect((await send("{")).status).toBe(400);
    const invalid = await send('{"name":1}');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: "validation_failed" });
  });

  it("answers a declared byte body past its cap with its own message", async () => {
    const bytes = endpoint(
      { body: { kind: "bytes", maxBytes: 4, tooLarge: "teams.import.errors.tooLarge" } },
      ({ body }) => new Response(new Uint8Array(body)),
    );
    const response = await call(bytes, appFor(null), { body: "too long" });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("refuses an allowance declared without a caller", () => {
    expect(() => endpoint({ allowance: "teams" }, ok)).toThrow(TypeError);
  });
});

// API handlers declare their needs; none checks a plan, a caller, a limit or reads a body itself.
const ROOT = path.resolve(import.meta.dirname, "../../..");
const HAND_CHECKS = [
  /\bisPaid\b/,
  /PRO_FOR_EVERYONE|proForEveryone/,
  /\ballowanceOf\b|\ballows\(/,
  /\brequire(User|Caller|WithinRateLimit)\b|\boptionalCaller\b|\bgetSessionUser\b/,
  /\blimiters\.(events|render|rosterUpload|signatureApi|auth)\b/,
  /\breadJsonBody\b|\breadCappedBytes\b|\breadCappedText\b/,
];
/** Handlers whose check is their answer, not a guard: the session endpoint says who is there. */
const ALLOWED = new Map<string, RegExp[]>([
  ["app/.server/api/v1/session.ts", [HAND_CHECKS[3]!]],
  // a saved signature's HTML is rendered for its owner's plan (the plan is data here)
  ["app/signatures/.server/api/html.ts", [HAND_CHECKS[0]!]],
  ["app/.server/api/v1/render-batch.ts", [HAND_CHECKS[0]!]],
  ["app/.server/api/v1/render.ts", [HAND_CHECKS[0]!]],
  // the account's export holds its plan
  ["app/.server/api/v1/me-export.ts", [HAND_CHECKS[0]!]],
]);

/** The code of a file, without its comments. */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");

function handlerFiles(): string[] {
  const folders = [
    "app/.server/api",
    ...readdirSync(path.join(ROOT, "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `app/${entry.name}/.server/api`),
  ];
  return folders.flatMap((folder) => {
    const absolute = path.join(ROOT, folder);
    try {
      return readdirSync(absolute, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name))
        .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
        .filter(
          (file) =>
            !/\.test\.ts$/.test(file) &&
            !/\/openapi\//.test(file) &&
            !/api\/(guards|endpoint|router|handler)\.ts$/.test(file),
        );
    } catch {
      return [];
    }
  });
}

describe("API handlers", () => {
  it("check no rule by hand", () => {
    const files = handlerFiles();
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((file) => {
      const text = codeOf(readFileSync(path.join(ROOT, file), "utf8"));
      const allowed = ALLOWED.get(file) ?? [];
      return HAND_CHECKS.filter((check) => !allowed.includes(check) && check.test(text)).map(
        (check) => `${file}: ${check}`,
      );
    });
    expect(offenders).toEqual([]);
  });
});
