import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "../support/server.ts";
import { until } from "../support/wait.ts";

describe("process lifecycle", () => {
  it("closes the server and the database and exits 0 on SIGTERM", async () => {
    const server = await startServer();
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    server.process.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(server.logs()).toContain('"msg":"stopped"');
    await server.stop();
  });

  it("logs the cause and exits 1 when the port is taken", async () => {
    const first = await startServer();
    const { port } = new URL(first.url);
    const result = spawnSync(process.execPath, ["server/main.js"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: {
        ...process.env,
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: port,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "paraph-port-")),
      },
      encoding: "utf8",
      timeout: 20_000,
    });
    await first.stop();
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toContain('"msg":"start failed"');
    expect(result.stdout + result.stderr).toContain("EADDRINUSE");
    expect(result.stdout).not.toContain('"msg":"ready"');
  });

  it("drains on SIGTERM: a request in progress completes with Connection: close, then exit 0", async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const keptAlive = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(`${server.url}/healthz`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.headers.connection));
        })
        .on("error", reject);
    });
    expect(keptAlive).toBe("keep-alive");
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    // A request whose body is still arriving when the signal comes: in progress, not idle.
    const body = JSON.stringify({ path: "/create", locale: "en" });
    const answer = new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        const request = http.request(
          `${server.url}/api/events`,
          {
            agent,
            method: "POST",
            headers: { "content-type": "application/json", "content-length": body.length },
          },
          (response) => {
            response.resume();
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
              }),
            );
          },
        );
        request.on("error", reject);
        // the signal once the head and some of the body are on their way; the rest once the
        // listener is closed (from then on responses close their connection: ADR 031)
        request.write(body.slice(0, 10), () => {
          server.process.kill("SIGTERM");
          until(() => server.logs().includes('"msg":"listener closed"'), "the listener closed")
            .then(() => request.end(body.slice(10)))
            .catch(reject);
        });
      },
    );
    expect(await answer).toEqual({ status: 204, connection: "close" });
    expect(await exited).toBe(0);
    expect(server.logs()).toContain('"msg":"shutting down"');
    expect(server.logs()).toContain('"msg":"stopped"');
    agent.destroy();
    await server.stop();
  });

  it("keeps serving, and stops on SIGTERM, once nobody reads its logs any more", async () => {
    const server = await startServer();
    // The log collector goes away: every further line meets a closed pipe (EPIPE).
    server.process.stdout?.destroy();
    server.process.stderr?.destroy();
    for (let i = 0; i < 20; i++) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    server.process.kill("SIGTERM");
    expect(await exited).toBe(0);
    await server.stop();
  });

  it("refuses to start on invalid configuration, naming the variable", () => {
    const result = spawnSync(process.execPath, ["server/main.js"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: {
        ...process.env,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "paraph-config-")),
        PUBLIC_URL: "ftp://nowhere",
        PORT: "99999",
      },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain("PUBLIC_URL");
    expect(result.stderr).toContain("PORT");
  });
});
