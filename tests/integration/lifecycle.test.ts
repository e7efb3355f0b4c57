import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "../support/server.ts";

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
    const result = spawnSync(process.execPath, ["server/main.ts"], {
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

  it("drains keep-alive connections on SIGTERM: Connection: close, then exit 0", async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const get = (pathname: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get(`${server.url}${pathname}`, { agent }, (response) => {
            response.resume();
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
              }),
            );
          })
          .on("error", reject);
      });
    expect((await get("/healthz")).connection).toBe("keep-alive");
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    // in flight when the signal comes: answered, and told to close
    const inFlight = get("/create");
    server.process.kill("SIGTERM");
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await exited).toBe(0);
    expect(server.logs()).toContain('"msg":"shutting down"');
    expect(server.logs()).toContain('"msg":"stopped"');
    agent.destroy();
    await server.stop();
  });

  it("refuses to start on invalid configuration, naming the variable", () => {
    const result = spawnSync(process.execPath, ["server/main.ts"], {
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
