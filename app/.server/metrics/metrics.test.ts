import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../../tests/support/databases.ts";
import { NO_POSTGRES, needs } from "../../../tests/support/needs.ts";
import { NEVER_MS } from "../../../tests/support/wait.ts";
import { connectDatabase, type Db } from "../db/connect.ts";
import { createMetrics, type Metrics } from "./metrics.ts";

const TOKEN = "s3cret-metrics-token-0123456789";
const sqliteDb = connectDatabase("file::memory:");
afterAll(() => sqliteDb.kysely.destroy());

const scrape = (metrics: Metrics, init: RequestInit = {}, token: string | null = TOKEN) =>
  metrics.handleMetrics(new Request("http://localhost/metrics", init), token);
const withToken = (value = TOKEN) => ({ headers: { authorization: `Bearer ${value}` } });

describe("createMetrics", () => {
  it("counts requests by route, method and status and times them in 1 ms … 10 s buckets", async () => {
    const metrics = createMetrics({ db: sqliteDb });
    metrics.observeRequest({
      route: "routes/api/v1/signatures/item",
      method: "GET",
      status: 200,
      seconds: 0.004,
    });
    metrics.observeRequest({
      route: "routes/api/v1/signatures/item",
      method: "get",
      status: 200,
      seconds: 0.03,
    });
    metrics.observeRequest({ route: "routes/not-found", method: "BREW", status: 404, seconds: 12 });
    const text = await (await scrape(metrics, withToken())).text();

    expect(text).toContain(
      'http_requests_total{route="routes/api/v1/signatures/item",method="GET",status="200"} 2',
    );
    expect(text).toContain(
      'http_requests_total{route="routes/not-found",method="OTHER",status="404"} 1',
    );
    const bucket = (le: string, route = "routes/api/v1/signatures/item", method = "GET") =>
      text.match(
        new RegExp(
          `http_request_duration_seconds_bucket\\{le="${le}",route="${route}",method="${method}"\\} (\\d+)`,
        ),
      )?.[1];
    expect(bucket("0.001")).toBe("0");
    expect(bucket("0.005")).toBe("1");
    expect(bucket("0.05")).toBe("2");
    expect(bucket("10")).toBe("2");
    expect(bucket("10", "routes/not-found", "OTHER")).toBe("0");
    expect(bucket("\\+Inf", "routes/not-found", "OTHER")).toBe("1");
    expect(text).toMatch(
      /http_request_duration_seconds_sum\{route="routes\/api\/v1\/signatures\/item",method="GET"\} 0\.034/,
    );
  });

  it("exposes process metrics with event-loop lag, and the engine, in its own registry", async () => {
    const metrics = createMetrics({ db: sqliteDb });
    const text = await (await scrape(metrics, withToken())).text();
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
    expect(text).toContain('db_info{engine="sqlite"} 1');
    expect(text).not.toContain("db_pool_connections");
    // two instances do not share series (and prom-client's global registry stays empty)
    createMetrics({ db: sqliteDb }).observeRequest({
      route: "x",
      method: "GET",
      status: 200,
      seconds: 0,
    });
    expect(await metrics.registry.getSingleMetricAsString("http_requests_total")).not.toContain(
      'route="x"',
    );
    const { register } = await import("prom-client");
    expect((await register.metrics()).trim()).toBe("");
  });
});

describe("handleMetrics", () => {
  const metrics = createMetrics({ db: sqliteDb });

  it("answers 404 when no token is configured: metrics are disabled", async () => {
    const response = await scrape(metrics, withToken(), null);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("http_requests_total");
  });

  it("refuses a missing, malformed or wrong bearer token with 401 and WWW-Authenticate", async () => {
    for (const authorization of [
      undefined,
      "",
      TOKEN,
      `Basic ${TOKEN}`,
      "Bearer ",
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      "Bearer wrong",
    ]) {
      const response = await scrape(
        metrics,
        authorization === undefined ? {} : { headers: { authorization } },
      );
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).not.toContain("http_requests_total");
    }
  });

  it("serves the exposition text with its content type, uncached, to the right token", async () => {
    const response = await scrape(metrics, { headers: { authorization: `bearer  ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(metrics.registry.contentType);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("# TYPE http_requests_total counter");
  });
});

describe("database pool gauges on PostgreSQL", needs(NO_POSTGRES), () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  afterAll(async () => {
    await db?.kysely.destroy();
    await database?.drop();
  });

  it("reports total, idle and waiting connections at each scrape", async () => {
    database = await createTestDatabase("postgres");
    db = connectDatabase(database.url);
    expect(db.pool).toBeDefined();
    const metrics = createMetrics({ db });
    const gauges = async () => {
      const text = (await metrics.registry.getSingleMetricAsString("db_pool_connections")) ?? "";
      const value = (state: string) =>
        Number(text.match(new RegExp(`db_pool_connections\\{state="${state}"\\} (\\d+)`))?.[1]);
      return { total: value("total"), idle: value("idle"), waiting: value("waiting") };
    };
    expect(await gauges()).toEqual({ total: 0, idle: 0, waiting: 0 });

    // 12 concurrent queries on a pool of 10, each waiting for a lock another session holds
    // until the gauges have been read: all 10 connections busy, 2 clients waiting.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    const lock = Math.floor(Math.random() * 2 ** 31);
    await holder.query("select pg_advisory_lock($1)", [lock]);
    const blocked = Array.from({ length: 12 }, () =>
      sql`select pg_advisory_xact_lock_shared(${lock})`.execute(db.kysely),
    );
    try {
      await vi.waitFor(
        async () => expect(await gauges()).toEqual({ total: 10, idle: 0, waiting: 2 }),
        { timeout: NEVER_MS, interval: 20 },
      );
    } finally {
      await holder.end();
    }
    await Promise.all(blocked);
    expect(await gauges()).toEqual({ total: 10, idle: 10, waiting: 0 });

    const text = await (await scrape(metrics, withToken())).text();
    expect(text).toContain('db_info{engine="postgres"} 1');
    expect(text).toContain('db_pool_connections{state="total"} 10');
  });
});
