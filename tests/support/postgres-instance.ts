// A throwaway PostgreSQL server of the test's own (initdb into a temporary directory), for
// tests that stop and restart the database: the machine's own server is shared and must never
// be stopped. As root, initdb and pg_ctl run as the `postgres` user (runuser); otherwise as the
// current user.
import { execFile, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

export type PostgresInstance = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  running: () => boolean;
  /** Starts the stopped server again on the same port and data. */
  start: () => Promise<void>;
  /** Fast shutdown: open sessions are terminated (what a restart or failover does to clients). */
  stop: () => Promise<void>;
  /** Stops it if needed and deletes its files. */
  destroy: () => Promise<void>;
};

type Tools = { bin: string; asUser: string | null };

/** Why no throwaway PostgreSQL can be made here, or null when it can. */
export function postgresInstanceUnavailable(): string | null {
  const tools = findTools();
  return typeof tools === "string" ? tools : null;
}

function findTools(): Tools | string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const bin = versions
    .map((version) => path.join(root, version, "bin"))
    .find((dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")));
  if (!bin) return `no initdb/pg_ctl under ${root}`;
  if (process.getuid?.() !== 0) return { bin, asUser: null };
  if (spawnSync("runuser", ["--help"]).error) return "running as root without runuser";
  if (spawnSync("id", ["-u", "postgres"]).status !== 0) return "running as root, no postgres user";
  return { bin, asUser: "postgres" };
}

export async function startPostgresInstance(): Promise<PostgresInstance> {
  const tools = findTools();
  if (typeof tools === "string") throw new Error(`no throwaway PostgreSQL: ${tools}`);
  const dir = mkdtempSync(path.join(tmpdir(), "paraph-pg-"));
  if (tools.asUser) {
    const uid = Number(spawnSync("id", ["-u", tools.asUser], { encoding: "utf8" }).stdout.trim());
    const gid = Number(spawnSync("id", ["-g", tools.asUser], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const command = (name: string, args: string[]): [string, string[]] =>
    tools.asUser
      ? ["runuser", ["-u", tools.asUser, "--", path.join(tools.bin, name), ...args]]
      : [path.join(tools.bin, name), args];
  // Asynchronous: the test's own event loop (its load, its timings) keeps running meanwhile.
  const run = (name: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [file, argv] = command(name, args);
      execFile(file, argv, { encoding: "utf8", timeout: 60_000 }, (error, _stdout, stderr) => {
        if (!error) return resolve();
        const log = existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-2_000) : "";
        reject(new Error(`${name} ${args.join(" ")} failed: ${error.message}${stderr}\n${log}`));
      });
    });
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");
  const port = await freePort();
  await run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  let running = false;
  // -l: the server's output goes to a file, not to pg_ctl's pipes (which it would keep open).
  const start = async () => {
    await run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      logFile,
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-w",
      "start",
    ]);
    running = true;
  };
  const stop = async () => {
    await run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    running = false;
  };
  // If the test process ends without destroy(), the server must not outlive it.
  const onExit = () => {
    if (running) {
      const [file, argv] = command("pg_ctl", ["-D", dataDir, "-m", "immediate", "stop"]);
      spawnSync(file, argv, { timeout: 10_000 });
    }
  };
  process.once("exit", onExit);
  try {
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    running: () => running,
    start,
    stop,
    async destroy() {
      process.off("exit", onExit);
      if (running) await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
