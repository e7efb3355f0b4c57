// Connections stay open between requests (behind a proxy every request would otherwise cost a
// new connection), except after an answer given before the request's body was read.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http.ts";
import { type RunningServer, startServer } from "../support/server.ts";

let server: RunningServer;
let agent: http.Agent;
beforeAll(async () => {
  server = await startServer();
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
afterAll(async () => {
  agent?.destroy();
  await server?.stop();
});

describe("keep-alive", () => {
  // Answered synchronously (health, prerendered pages, static files) or after awaiting.
  for (const path of ["/healthz", "/readyz", "/", "/create", "/robots.txt", "/build-id"]) {
    it(`keeps the connection open after GET ${path}`, async () => {
      const first = await rawRequest(`${server.url}${path}`, { agent });
      expect(first.status).toBe(200);
      expect(first.headers.connection).toBe("keep-alive");
      const second = await rawRequest(`${server.url}/healthz`, { agent });
      expect(second.reusedSocket).toBe(true);
    });
  }

  it("keeps it open after a JSON POST whose body was read", async () => {
    const answer = await rawRequest(`${server.url}/api/v1/render`, {
      agent,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Ada Lovelace" }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe("keep-alive");
  });

  it("closes it after refusing a request whose body it did not read", async () => {
    const refused = await rawRequest(`${server.url}/api/v1/photos`, {
      agent,
      method: "POST",
      headers: { "content-type": "text/plain", "content-length": String(1024 * 1024) },
      body: Buffer.alloc(1024 * 1024),
    });
    expect(refused.status).toBe(415);
    expect(refused.headers.connection).toBe("close");
  });
});
