// An endpoint declares what it needs (who calls, the plan, a rate limit, its body) and the
// service router applies it (guards.ts) before the handler runs: a handler never checks a
// rule by hand (docs/architecture.md#request-paths).
import type * as z from "zod/mini";
import type { Caller } from "../../api-keys/.server/index.ts";
import type { PlanFeature } from "../../billing/effective-plan.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { MessageKey } from "../http/problem.ts";
import type { ApiArgs } from "./handler.ts";

/**
 * Who may call:
 * - `session`: a signed-in browser (401 without a session);
 * - `browser`: the same, and a request carrying an API key is refused (403 keys_need_session);
 * - `either`: a session or an API key of a Pro account (401, 403);
 * - `anyone`: a session or a key when the request has one (a bad key is still refused),
 *   else nobody.
 */
export type CallerNeed = "session" | "browser" | "either" | "anyone";

/**
 * A limit of the table in http/rate-limits.ts, counted on what its row says (the client's
 * address, or the caller's account); `{ auth: path }` is the Better Auth endpoint's limit
 * (`"*"`: the path requested under /api/auth).
 */
export type RateLimitNeed =
  | "events"
  | "render"
  | "outlookSignature"
  | "rosterUpload"
  | "signatureApi"
  | { auth: string };

export type BodyNeed =
  | {
      kind: "json";
      /** a schema, or one per request locale */
      schema: z.core.$ZodType | ((locale: Locale) => z.core.$ZodType);
      maxBytes: number;
      /** the body of a request without a Content-Type (else 415) */
      whenAbsent?: unknown;
    }
  | { kind: "bytes"; maxBytes: number; tooLarge?: MessageKey }
  /** read for methods that carry a body only */
  | { kind: "text"; maxBytes: number };

export type Guards = {
  caller?: CallerNeed;
  /** the plan must allow this feature: 403 pro_required otherwise (needs `caller`) */
  allowance?: PlanFeature;
  rateLimit?: RateLimitNeed;
  body?: BodyNeed;
  /** names of the path's parameters, e.g. `["id"]` */
  params?: readonly string[];
};

type CallerOf<G extends Guards> = G["caller"] extends "anyone"
  ? Caller | null
  : G["caller"] extends CallerNeed
    ? Caller
    : null;

type SchemaOutput<S> = S extends (locale: Locale) => infer T
  ? T extends z.core.$ZodType
    ? z.output<T>
    : never
  : S extends z.core.$ZodType
    ? z.output<S>
    : never;

type BodyOf<B> = B extends { kind: "json"; schema: infer S }
  ? B extends { whenAbsent: infer A }
    ? SchemaOutput<S> | A
    : SchemaOutput<S>
  : B extends { kind: "bytes" }
    ? Buffer
    : B extends { kind: "text" }
      ? string | null
      : undefined;

type ParamOf<G extends Guards> = G["params"] extends readonly (infer P extends string)[]
  ? P
  : never;

/** What a handler receives once its guards passed. */
export type GuardedArgs<G extends Guards> = ApiArgs<ParamOf<G>> & {
  /** the answer's language (Accept-Language) */
  locale: Locale;
  caller: CallerOf<G>;
  body: BodyOf<G["body"]>;
};

export type Endpoint = {
  readonly guards: Guards;
  readonly handle: (args: GuardedArgs<Guards>) => Promise<Response> | Response;
};

/** An endpoint: its declared needs, and the handler that runs once they are met. */
export function endpoint<const G extends Guards>(
  guards: G,
  handle: (args: GuardedArgs<G>) => Promise<Response> | Response,
): Endpoint {
  if (guards.allowance && !guards.caller) {
    throw new TypeError("an endpoint declaring an allowance must declare its caller");
  }
  return { guards, handle: handle as Endpoint["handle"] };
}
