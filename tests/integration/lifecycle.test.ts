import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
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
