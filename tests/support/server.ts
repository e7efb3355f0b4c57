import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type RunningServer = {
  url: string;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
  process: ChildProcess;
};

/**
 * Starts the built server (`npm run build` first) as a real process on a free port with its
 * own data directory, and resolves once it logs "ready". `stop()` deletes that directory,
 * unless the caller passed its own `DATA_DIR` (kept: its owner cleans it up).
 */
/** Servers still running: a test that fails before stopping one must not leave it behind. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "paraph-test-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split("\n")) {
        if (!line.includes('"msg":"ready"')) continue;
        const { port } = JSON.parse(line) as { port: number };
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
        return;
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return {
    url,
    dataDir,
    process: child,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
