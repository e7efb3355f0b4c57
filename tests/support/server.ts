import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";
import { NEVER_MS } from "./wait.ts";

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
  const child = spawn(process.execPath, ["server/main.js"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      // On a free port the public URL cannot follow PORT (the port is known only once bound):
      // tests name the origin the pages and links are built with; a test that passes PORT
      // itself checks the derivation (public-url.test.ts).
      ...(env.PORT === undefined && {
        PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:3000",
      }),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  const output = collectOutput(child);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${output.text()}`));
    }, 2 * NEVER_MS); // a start on a loaded machine
    output.onceLine(
      (line) => line.includes('"msg":"ready"'),
      (line) => {
        const { port } = JSON.parse(line) as { port: number };
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      },
    );
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.text()}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    logs: () => output.text(),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        // the quick stop: the tests' own idle connections are closed without SIGTERM's grace
        child.kill("SIGINT");
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server on a free port it is told in advance, so that its PUBLIC_URL is its own address:
 * for tests whose pages, links or Origin checks must name the server a client really reaches.
 */
export async function startServerOnItsPort(
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  return startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env });
}

/**
 * The child's stdout and stderr, kept as chunks (joined only when asked for), and a watch for
 * one stdout line. Each chunk is looked at once: splitting the whole accumulated log on every
 * chunk cost a load generator in the same process most of its CPU (STACK-NOTES).
 */
function collectOutput(child: ChildProcess) {
  const chunks: string[] = [];
  let watch: { matches: (line: string) => boolean; found: (line: string) => void } | null = null;
  let partial = "";
  child.stdout?.setEncoding("utf8");
  child.stderr?.setEncoding("utf8");
  child.stdout?.on("data", (chunk: string) => {
    chunks.push(chunk);
    if (!watch) return;
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (!watch.matches(line)) continue;
      const { found } = watch;
      watch = null;
      partial = "";
      found(line);
      return;
    }
  });
  child.stderr?.on("data", (chunk: string) => chunks.push(chunk));
  return {
    text(): string {
      if (chunks.length > 1) chunks.splice(0, chunks.length, chunks.join(""));
      return chunks[0] ?? "";
    },
    onceLine(matches: (line: string) => boolean, found: (line: string) => void): void {
      watch = { matches, found };
    },
  };
}
