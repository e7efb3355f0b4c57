// Bundled by Vite into the server entry (server/start.ts) with the routes.
import * as build from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";
import { createBuildIdSource } from "../app/.server/build-id.ts";
import type { AppServices } from "../app/.server/context.ts";
import { connectDatabase } from "../app/.server/db/connect.ts";
import { migrateToLatest } from "../app/.server/db/migrate.ts";
import type { Config } from "../app/.server/env.ts";
import { createRateLimiter, type RateLimitStore } from "../app/.server/http/rate-limit.ts";
import { type RateLimitName, rateLimitOptions } from "../app/.server/http/rate-limits.ts";
import { startJobEngine } from "../app/.server/jobs/start.ts";
import type { Logger } from "../app/.server/log.ts";
import { createMailer } from "../app/.server/mail/mailer.ts";
import { createPhotoStore } from "../app/.server/photos/create-store.ts";
import { createPhotoUsage, recordPhotoOwner } from "../app/.server/photos/ownership.ts";
import { ensureSamplePhoto } from "../app/.server/photos/sample.ts";
import { connectRedis, sessionChannel, waitForRedis } from "../app/.server/redis.ts";
import { createUntrustedFiles } from "../app/.server/untrusted/untrusted-files.ts";
import {
  createAuth,
  createAuthLimiters,
  createLoginThrottle,
  ensureAuthTables,
  localSessions,
  sharedSessions,
} from "../app/accounts/.server/index.ts";
import { photoOriginalPath } from "../app/signature/photo-url.ts";
import {
  createLinkMailLimiters,
  createOfficeTokenVerifier,
  pushJobLoader,
  startDirectorySync,
  startGmailPush,
} from "../app/teams/.server/index.ts";
import { createStartupPhases, type StartupPhases } from "./startup-phases.ts";

const serverBuild: ServerBuild = build;

/**
 * Everything a request may use, connected and migrated: database, shared store, photo
 * storage, mail, auth, limits. Throws when a backend cannot be reached at start.
 */
export async function createServices(
  config: Config,
  log: Logger,
  phases: StartupPhases = createStartupPhases(),
): Promise<AppServices> {
  const { time } = phases;
  const db = connectDatabase(config.databaseUrl, log);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log, config.redisKeyPrefix) : null;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    from: config.mailFrom,
  });
  const photos = createPhotoStore(config);
  const buildIds = createBuildIdSource(serverBuild.assets.version, redis);
  // Subscribed (with Redis) side by side with the other start-up steps; auth reports the
  // changes of a user's sessions, plan or rows to it once it is there.
  const sessionsReady = redis
    ? sharedSessions(redis, log, { channel: sessionChannel(config.redisKeyPrefix) })
    : Promise.resolve(localSessions());
  // Its failure is reported where start-up awaits it, with the other steps, not as unhandled.
  sessionsReady.catch(() => undefined);
  const userChanged = async (userId: string) => (await sessionsReady).userChanged(userId);
  const auth = await time("auth", () =>
    createAuth({ config, db, mailer, log, photos, userChanged }),
  );

  // Three independent steps side by side; any failure fails the start.
  const schema = time("migrations", async () => {
    // Better Auth's tables first: ours may reference "user"(id) (ADR 006).
    const authTables = await time("authTables", () => ensureAuthTables(auth, db, log));
    if (authTables.changes.length)
      log.info("auth tables migrated", { changes: authTables.changes, engine: db.engine });
    const applied = await time("ourMigrations", () => migrateToLatest(db));
    if (applied.length) log.info("migrations applied", { migrations: applied, engine: db.engine });
    if (!authTables.checked) log.debug("auth tables: check skipped, recorded for this schema");
  });
  const storage = time("photoStorage", async () => {
    await photos.check();
    return ensureSamplePhoto(photos);
  });
  const shared = time("sharedStore", async () => {
    if (redis) await waitForRedis(redis);
    await buildIds.publish();
  });
  const [, samplePhotoId, , sessions] = await Promise.all([
    schema,
    storage,
    shared,
    time("sessions", () => sessionsReady),
  ]);
  await time("samplePhotoOwner", () =>
    recordPhotoOwner(db.kysely, { id: samplePhotoId, bytes: 0, owner: "system" }),
  );

  const jobs = await time("jobs", () => startJobEngine(config, redis, log));
  const gmailPush = startGmailPush({
    db,
    log,
    jobs,
    loadJob: pushJobLoader(db, config),
    google: { tokenUrl: config.gmailPush.tokenUrl, apiRootUrl: config.gmailPush.apiRootUrl },
    ratePerSecond: config.gmailPush.ratePerSecond,
    concurrency: 4,
    maxAttempts: 6,
  });
  // the pushes a stopped server left unfinished (queued, or cut short while sending)
  const resumed = await time("jobsResumed", () => gmailPush.recover());
  if (resumed > 0) log.info("gmail push: unfinished members resumed", { members: resumed });
  const directorySync = startDirectorySync({ db, log, jobs, photos, config });
  const resumedSyncs = await time("directoryResumed", () => directorySync.recover());
  if (resumedSyncs > 0) log.info("directory sync: unfinished runs resumed", { runs: resumedSyncs });

  const store: RateLimitStore = redis ? { kind: "redis", redis } : { kind: "memory" };
  // every limit is a row of app/.server/http/rate-limits.ts
  const limit = (name: RateLimitName) => createRateLimiter(store, rateLimitOptions(name, config));
  // Test servers sign in and up freely; tests/integration/auth-rate-limit.test.ts runs one
  // in production mode to check these limits.
  const authLimiters = createAuthLimiters(store);
  return {
    config,
    db,
    redis,
    photos,
    mailer,
    auth,
    sessions,
    samplePhotoUrl: `${config.publicUrl}${photoOriginalPath(samplePhotoId)}`,
    limiters: {
      auth: config.env === "test" ? () => null : authLimiters,
      photoUpload: limit("photoUpload"),
      rosterUpload: limit("rosterUpload"),
      photoRender: limit("photoRender"),
      iconRender: limit("iconRender"),
      events: limit("events"),
      signatureApi: limit("signatureApi"),
      render: limit("render"),
      outlookSignature: limit("outlookSignature"),
      contact: limit("contact"),
      linkMail: createLinkMailLimiters(store),
    },
    loginThrottle: createLoginThrottle(store),
    photoUsage: createPhotoUsage(db.kysely),
    buildId: serverBuild.assets.version,
    buildIds,
    untrustedFiles: createUntrustedFiles({
      onError: (error) => log.warn("untrusted file parser thread failed", { error }),
    }),
    jobs,
    gmailPush,
    directorySync,
    officeTokens: createOfficeTokenVerifier({
      loginUrl: config.directorySync.microsoftLoginUrl,
      publicUrl: config.publicUrl,
    }),
  };
}

/** How long running jobs are given to end at shutdown before they are cut short. */
const JOBS_GRACE_MS = 5_000;

/** Closes what createServices opened (graceful shutdown). */
export async function closeServices(services: AppServices): Promise<void> {
  services.gmailPush?.stop();
  services.directorySync?.stop();
  await services.jobs?.close(JOBS_GRACE_MS);
  await services.untrustedFiles.close();
  services.mailer.close();
  await services.sessions.close();
  await Promise.allSettled([services.db.kysely.destroy(), services.redis?.quit()]);
}
