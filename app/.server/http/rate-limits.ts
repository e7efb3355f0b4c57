import { TEAM_LIMITS } from "../../teams/member.ts";
import type { Config } from "../env.ts";

// Every rate limit the server applies, in one table (docs/architecture.md#request-paths):
// its name (the store's key prefix and the `RateLimit-Policy` name), its window, how many hits
// a key gets in it, and what the key is. services.ts builds the limiters from it; the service
// router applies the ones an endpoint declares (api/guards.ts); the others are applied by the
// code named in `appliedBy`.

/** What one hit is counted against. */
export type RateLimitKeyedOn =
  | "ip" // the client address (http/client-ip.ts)
  | "account" // the signed-in or keyed account
  | "email" // the address typed at sign-in (hashed)
  | "mail-address" // an inbox a team mails links to
  | "team";

export type RateLimitRule = {
  name: string;
  windowSeconds: number;
  /** hits per key and window; a function of the configuration when an operator sets it */
  max: number | ((config: Pick<Config, "apiRateLimit" | "contactRateLimit">) => number);
  keyedOn: RateLimitKeyedOn;
  /** who applies it, when no endpoint declares it */
  appliedBy?: string;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  photoUpload: {
    name: "photo-upload",
    windowSeconds: 10 * MINUTE,
    max: 30,
    keyedOn: "ip",
    appliedBy: "photos/upload.ts",
  },
  rosterUpload: { name: "roster-upload", windowSeconds: 10 * MINUTE, max: 30, keyedOn: "ip" },
  // new variant renders only (cached ones are free): a colour-picker drag stays well under it
  photoRender: {
    name: "photo-render",
    windowSeconds: MINUTE,
    max: 120,
    keyedOn: "ip",
    appliedBy: "photos/serve.ts",
  },
  // icons cost ~2 ms and a signature has a dozen: a colour-picker drag asks for many
  iconRender: {
    name: "icon-render",
    windowSeconds: MINUTE,
    max: 1_500,
    keyedOn: "ip",
    appliedBy: "icons/serve.ts",
  },
  events: { name: "events", windowSeconds: MINUTE, max: 120, keyedOn: "ip" },
  /** the signature API: API_RATE_LIMIT a minute per account, its sessions and keys together */
  signatureApi: {
    name: "signature-api",
    windowSeconds: MINUTE,
    max: (config) => config.apiRateLimit,
    keyedOn: "account",
  },
  // anonymous and CPU-bound (render + compatibility check): a tighter budget, per IP; the
  // member page's preview shares it
  render: { name: "render", windowSeconds: MINUTE, max: 120, keyedOn: "ip" },
  // each message an Outlook composes asks once; a company's people may share one address
  outlookSignature: { name: "outlook-signature", windowSeconds: MINUTE, max: 600, keyedOn: "ip" },
  contact: {
    name: "contact",
    windowSeconds: HOUR,
    max: (config) => config.contactRateLimit,
    keyedOn: "ip",
    appliedBy: "content/.server/contact/submit.ts",
  },
  /** link mails one address receives a day, whatever team sends them */
  linkMailAddress: {
    name: "link-mail-address",
    windowSeconds: DAY,
    max: 3,
    keyedOn: "mail-address",
    appliedBy: "teams/.server/link-mailing.ts",
  },
  /** link mails one team sends a day: every member of a full roster once */
  linkMailTeam: {
    name: "link-mail-team",
    windowSeconds: DAY,
    max: TEAM_LIMITS.members,
    keyedOn: "team",
    appliedBy: "teams/.server/link-mailing.ts",
  },
  /** link mails one account sends a day, all its teams together */
  linkMailAccount: {
    name: "link-mail-account",
    windowSeconds: DAY,
    max: 5_000,
    keyedOn: "account",
    appliedBy: "teams/.server/link-mailing.ts",
  },
  // Wrong passwords per account, on top of the per-IP limit (accounts/.server/login-throttle.ts):
  // a count of failures forgotten 15 minutes after the first, the pause it sets (a block of
  // one point whose length the throttle chooses), and the owner's alert, once an hour.
  loginFailures: {
    name: "login-failures",
    windowSeconds: 15 * MINUTE,
    max: 1_000_000,
    keyedOn: "email",
    appliedBy: "accounts/.server/login-throttle.ts",
  },
  loginPause: {
    name: "login-pause",
    windowSeconds: 1,
    max: 1,
    keyedOn: "email",
    appliedBy: "accounts/.server/login-throttle.ts",
  },
  loginAlert: {
    name: "login-alert",
    windowSeconds: HOUR,
    max: 1,
    keyedOn: "email",
    appliedBy: "accounts/.server/login-throttle.ts",
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

// Per client IP and Better Auth endpoint (paths under /api/auth; the thin routes count on the
// path they call), stricter on the endpoints that guess passwords, create accounts or send
// mail. Better Auth's own limiter is off: these share the app's store (Redis when several
// instances run) and answer in its problem+json envelope. Each is named `auth<path>`.
export const AUTH_RATE_LIMITS: Readonly<Record<string, { windowSeconds: number; max: number }>> = {
  "/sign-in/email": { windowSeconds: MINUTE, max: 5 },
  "/sign-in/social": { windowSeconds: MINUTE, max: 10 },
  "/sign-up/email": { windowSeconds: MINUTE, max: 3 },
  "/change-password": { windowSeconds: MINUTE, max: 5 },
  "/delete-user": { windowSeconds: MINUTE, max: 5 },
  "/reset-password": { windowSeconds: MINUTE, max: 5 },
  "/reset-password/*": { windowSeconds: MINUTE, max: 5 },
  "/request-password-reset": { windowSeconds: 15 * MINUTE, max: 3 },
  "/send-verification-email": { windowSeconds: 15 * MINUTE, max: 3 },
  "/verify-email": { windowSeconds: MINUTE, max: 10 },
};

/** The options a limiter of the table is built with, for this configuration. */
export function rateLimitOptions(
  name: RateLimitName,
  config: Pick<Config, "apiRateLimit" | "contactRateLimit">,
): { name: string; windowSeconds: number; max: number } {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return {
    name: rule.name,
    windowSeconds: rule.windowSeconds,
    max: typeof rule.max === "function" ? rule.max(config) : rule.max,
  };
}
