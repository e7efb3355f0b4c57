import { deletePageViewsBefore } from "./analytics/page-views.ts";
import type { AppServices } from "./context.ts";
import type { Logger } from "./log.ts";
import { adoptUntrackedPhotos, collectPhotos } from "./photos/ownership.ts";

// Background work that keeps the tables and the photo storage bounded (ADR 012): expired
// photo ownerships and unowned photos, old page-view counters. It runs an hour apart in every
// instance; with Redis, one instance at a time takes it (a lock that expires by itself).
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 60 * 1000;
const LOCK_KEY = "housekeeping:lock";
/** Daily page-view counters older than this are deleted. */
export const PAGE_VIEW_RETENTION_DAYS = 400;

export type HousekeepingReport = {
  adoptedPhotos: number;
  releasedOwners: number;
  deletedPhotos: number;
  deletedPageViewDays: number;
};

type Services = Pick<AppServices, "db" | "photos" | "config" | "redis">;

/** One pass of every task; `adopt` also tracks photos stored before they were tracked. */
export async function runHousekeeping(
  services: Services,
  { now = new Date(), adopt = false } = {},
): Promise<HousekeepingReport> {
  const { db, photos, config } = services;
  const adoptedPhotos = adopt ? await adoptUntrackedPhotos(db.kysely, photos, now) : 0;
  const collected = await collectPhotos(db.kysely, photos, {
    now,
    retentionDays: config.photoRetentionDays,
  });
  const pageViewCutoff = new Date(now.getTime() - PAGE_VIEW_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deletedPageViewDays = await deletePageViewsBefore(db.kysely, pageViewCutoff);
  return { adoptedPhotos, ...collected, deletedPageViewDays };
}

/** Runs housekeeping a minute after start, then every hour; `stop()` on shutdown. */
export function startHousekeeping(services: Services, log: Logger): { stop: () => void } {
  let first = true;
  let timer: NodeJS.Timeout;
  const run = async () => {
    try {
      if (services.redis) {
        const taken = await services.redis.set(
          LOCK_KEY,
          "1",
          "PX",
          HOUSEKEEPING_INTERVAL_MS / 2,
          "NX",
        );
        if (taken !== "OK") return;
      }
      const report = await runHousekeeping(services, { adopt: first });
      first = false;
      log.info("housekeeping", report);
    } catch (error) {
      log.warn("housekeeping failed", { error });
    } finally {
      timer = setTimeout(run, HOUSEKEEPING_INTERVAL_MS);
      timer.unref();
    }
  };
  timer = setTimeout(run, FIRST_RUN_DELAY_MS);
  timer.unref();
  return { stop: () => clearTimeout(timer) };
}
