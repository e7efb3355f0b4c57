import type { Request, Response } from "express";
import type { AppServices } from "../app/.server/context.ts";
import type { Logger } from "../app/.server/log.ts";
import type { Shutdown } from "./shutdown.ts";

type Check = { name: string; run: () => Promise<unknown> };

/**
 * GET /readyz: 200 when this instance can serve (database answers, shared store answers),
 * 503 naming what fails, and 503 while draining so a load balancer stops sending traffic.
 */
export function readiness(services: AppServices, log: Logger, shutdown: Shutdown) {
  const checks: Check[] = [
    {
      name: "database",
      run: () => services.db.kysely.selectFrom("page_view_daily").select("day").limit(1).execute(),
    },
  ];
  const { redis } = services;
  if (redis) checks.push({ name: "redis", run: () => redis.ping() });
  checks.push({ name: "photos", run: () => services.photos.check() });

  return async (_req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    if (shutdown.draining) {
      res.status(503).json({ status: "draining" });
      return;
    }
    const failed: string[] = [];
    await Promise.all(
      checks.map(async (check) => {
        try {
          await withTimeout(check.run(), 2_000);
        } catch (error) {
          failed.push(check.name);
          log.warn("readiness check failed", { check: check.name, error });
        }
      }),
    );
    if (failed.length) res.status(503).json({ status: "unavailable", failed: failed.sort() });
    else res.json({ status: "ready" });
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
