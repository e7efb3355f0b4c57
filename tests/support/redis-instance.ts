// A throwaway redis-server of the test's own (no persistence), for tests that stop and
// restart the shared store: the machine's own Redis is shared and must never be stopped.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { freePort } from "./free-port.ts";

export type RedisInstance = {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Starts it again on the same port (empty: nothing is persisted). */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Why no throwaway redis-server can be started here, or null when it can. */
export function redisInstanceUnavailable(): string | null {
  return spawnSync("redis-server", ["--version"]).error ? "redis-server is not on PATH" : null;
}

export async function startRedisInstance(): Promise<RedisInstance> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const kill = () => child?.kill("SIGKILL");
  process.once("exit", kill);

  const start = async () => {
    const server = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start:\n${output}`)),
        10_000,
      );
      server.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
    server.stdout!.resume();
    server.stderr!.resume();
    child = server;
  };

  const stop = async () => {
    const server = child;
    if (!server || server.exitCode !== null) return;
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    await exited;
    child = null;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    async stop() {
      await stop();
    },
  };
}
