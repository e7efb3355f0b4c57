import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/connect.ts";
import { bearerTokenMatches } from "./bearer-token.ts";

/** One finished HTTP request, as the server's request middleware sees it. */
export type RequestObservation = {
  /**
   * A low-cardinality label chosen by the caller: a route pattern or route id
   * (`routes/api/v1/signatures/item`, `assets`, `/healthz`), never the raw path, which would
   * create one time series per URL (ids, query strings, scanners' random paths).
   */
  route: string;
  method: string;
  status: number;
  seconds: number;
};

export type Metrics = {
  /** This app's own registry (never prom-client's global one). */
  registry: Registry;
  observeRequest(observation: RequestObservation): void;
  /**
   * `GET /metrics`: 404 when no token is configured (metrics disabled), 401 without the right
   * `Authorization: Bearer <token>`, else the Prometheus text exposition, never cached.
   */
  handleMetrics(request: Request, token: string | null): Promise<Response>;
};

/** 1 ms to 10 s: API calls sit at the low end, photo renders and cold pages at the high end. */
export const DURATION_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createMetrics({ db }: { db: Db }): Metrics {
  const registry = new Registry();
  // Process metrics: CPU, memory, heap, handles, GC and event-loop lag (sampled every 10 ms).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route label, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to finishing its response, by route label and method",
    labelNames: ["route", "method"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  registerDatabaseGauges(registry, db);

  return {
    registry,
    observeRequest({ route, method, status, seconds }) {
      // Methods come from clients: keep the label set closed.
      const verb = METHODS.has(method.toUpperCase()) ? method.toUpperCase() : "OTHER";
      requests.inc({ route, method: verb, status: String(status) });
      durations.observe({ route, method: verb }, seconds);
    },
    async handleMetrics(request, token) {
      const headers = { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" };
      if (!token) return new Response("Not Found\n", { status: 404, headers });
      if (!bearerTokenMatches(request.headers.get("authorization"), token)) {
        return new Response("Unauthorized\n", {
          status: 401,
          headers: { ...headers, "WWW-Authenticate": 'Bearer realm="metrics"' },
        });
      }
      const body = await registry.metrics();
      return new Response(request.method === "HEAD" ? null : body, {
        status: 200,
        headers: { "Cache-Control": "no-store", "Content-Type": registry.contentType },
      });
    },
  };
}

/**
 * `db_info{engine}` (always 1) and, on PostgreSQL, the pool's connections read at each scrape:
 * `db_pool_connections{state="total|idle|waiting"}` (waiting = queries queued for a connection).
 */
function registerDatabaseGauges(registry: Registry, db: Db): void {
  const info = new Gauge({
    name: "db_info",
    help: "Database engine in use (the value is always 1)",
    labelNames: ["engine"] as const,
    registers: [registry],
  });
  info.set({ engine: db.engine }, 1);
  const { pool } = db;
  if (db.engine !== "postgres" || !pool) return;
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections by state: total open, idle, and clients waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
}
