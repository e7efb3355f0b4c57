import type { Redis } from "ioredis";
import { createContext, type RouterContextProvider } from "react-router";
import type { Auth } from "../accounts/.server/auth.server.ts";
import type { LoginThrottle } from "../accounts/.server/login-throttle.ts";
import type { Sessions } from "../accounts/.server/session-invalidation.ts";
import type { DirectorySync } from "../teams/.server/directory/directory-sync.ts";
import type { GmailPush } from "../teams/.server/gmail/gmail-push.ts";
import type { LinkMailLimiters } from "../teams/.server/link-mailing.ts";
import type { OfficeTokenVerifier } from "../teams/.server/outlook/office-token.ts";
import type { BuildIdSource } from "./build-id.ts";
import type { Db } from "./db/connect.ts";
import type { Config } from "./env.ts";
import type { RateLimiter } from "./http/rate-limit.ts";
import type { JobEngine } from "./jobs/engine.ts";
import type { Logger } from "./log.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { PhotoStore } from "./photos/store.ts";
import type { UntrustedFiles } from "./untrusted/untrusted-files.ts";

/** What the server process hands every loader and action (never a module singleton). */
export type AppServices = {
  config: Config;
  db: Db;
  photos: PhotoStore;
  mailer: Mailer;
  /** Better Auth, built for this process (app/accounts/.server/auth.server.ts) */
  auth: Auth;
  /** signed-in users of session tokens, cached briefly (ADR 015) */
  sessions: Sessions;
  /** the drawn portrait used by example signatures */
  samplePhotoUrl: string;
  /** background jobs: in the process, or shared through Redis (docs/decisions/038) */
  jobs: JobEngine | null;
  /** the teams' Gmail push (ADR 027); null in build-time renders */
  gmailPush: GmailPush | null;
  /** teams' directory syncs (docs/decisions/040-directory-sync.md); null in build-time renders */
  directorySync: DirectorySync | null;
  /** checks the Outlook add-in's Office SSO tokens (docs/decisions/041-outlook-addin.md) */
  officeTokens: OfficeTokenVerifier;
  /** parses uploaded files off the event loop, within limits (ADR 030) */
  untrustedFiles: UntrustedFiles;
  /** the store shared by instances, when REDIS_URL is set */
  redis: Redis | null;
  limiters: {
    /** Better Auth endpoints by path under /api/auth (null: no limit) */
    auth: (path: string) => RateLimiter | null;
    photoUpload: RateLimiter;
    /** roster spreadsheets read for a team's import, per client IP */
    rosterUpload: RateLimiter;
    photoRender: RateLimiter;
    /** new icon renders per client IP (cached icons are never limited) */
    iconRender: RateLimiter;
    events: RateLimiter;
    /** the signature API, per signed-in user (API_RATE_LIMIT a minute) */
    signatureApi: RateLimiter;
    /** POST /api/v1/render, per client IP */
    render: RateLimiter;
    /** the Outlook add-in's signatures, per client IP */
    outlookSignature: RateLimiter;
    contact: RateLimiter;
    /** members' link mail: per address, team and account (teams/link-mailing.ts) */
    linkMail: LinkMailLimiters;
  };
  /** marks a downloaded photo as used, at most once an hour per photo (photos/ownership.ts) */
  photoUsage: (id: string) => Promise<void>;
  /** wrong passwords per account (app/accounts/.server/login-throttle.ts) */
  loginThrottle: LoginThrottle;
  buildId: string;
  /** the build browsers should run, shared by instances through Redis */
  buildIds: BuildIdSource;
};

export type RequestContext = AppServices & {
  requestId: string;
  nonce: string;
  log: Logger;
  /** a build-time render (app/.server/prerender-context.ts): no request, no visitor */
  prerender?: true;
};

export const appContext = createContext<RequestContext>();

export function getApp(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(appContext);
}
