import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../app/.server/db/connect.ts";
import { createMetrics } from "../app/.server/metrics/metrics.ts";
import { createRouteLabeler } from "../app/.server/metrics/route-label.ts";
import { metricsEndpoint, observeRequests } from "./metrics.ts";

const TOKEN = "metrics-token-for-tests-0001";
const db = connectDatabase("file::memory:");
const metrics = createMetrics({ db });
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base = "";

beforeAll(async () => {
  const label = createRouteLabeler(
    {
      root: { id: "root", path: "" },
      item: { id: "item", parentId: "root", path: "items/:id" },
      "not-found": { id: "not-found", parentId: "root", path: "*" },
    },
    { fixedPaths: ["/metrics"] },
  );
  const app = express();
  app.use(observeRequests(metrics, label));
  app.get("/metrics", metricsEndpoint(metrics, TOKEN));
  app.get("/items/:id", (_req, res) => {
    res.send("item");
  });
  app.use((_req, res) => {
    res.status(404).send("none");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.kysely.destroy();
});

describe("metrics in Express", () => {
  it("labels requests by route and serves /metrics to the bearer of the token only", async () => {
    await fetch(`${base}/items/1`);
    await fetch(`${base}/items/2?x=y`);
    await fetch(`${base}/nope/${Math.random()}`);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const response = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain('http_requests_total{route="item",method="GET",status="200"} 2');
    expect(text).toContain('http_requests_total{route="not-found",method="GET",status="404"} 1');
    expect(text).toContain('http_requests_total{route="/metrics",method="GET",status="401"} 1');
    expect(text).not.toMatch(/route="\/items|route="\/nope/);
  });
});
