// SIGTERM under steady load, the load from a process of its own (issue 20): every request that
// reached the server is answered (in-flight ones, ones on kept-alive connections, connections
// waiting in the accept queue), then it exits 0. A client sees nothing but answers, then
// refused connections once the port is closed: no request left unanswered, no reset but the
// one the kernel can give a connection completed at the instant the listener closes.
import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server.ts";
import type { LoadOutcome, LoadReport, LoadRequest } from "../support/steady-load.ts";

const running: Array<ChildProcess | RunningServer> = [];
afterEach(async () => {
  for (const item of running.splice(0)) {
    if ("stop" in item) await item.stop();
    else item.kill("SIGKILL");
  }
});

/** Starts the load process; resolves once it has had 200 answers. */
async function startLoad(request: LoadRequest) {
  const child = fork(path.resolve(import.meta.dirname, "../support/steady-load.ts"), {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  running.push(child);
  const report = new Promise<LoadReport>((resolve, reject) => {
    child.on("message", (message: { steady?: true } | LoadReport) => {
      if ("outcomes" in message) resolve(message);
    });
    child.once("exit", (code) => reject(new Error(`load process exited with ${code}`)));
  });
  await new Promise<void>((resolve, reject) => {
    child.on("message", (message: { steady?: true }) => {
      if (message.steady) resolve();
    });
    child.once("exit", (code) => reject(new Error(`load process exited with ${code}`)));
    child.send(request);
  });
  return { child, report };
}

const describeOutcome = (outcome: LoadOutcome) =>
  outcome.error
    ? `${outcome.error.code}${outcome.error.reusedSocket ? " on a kept-alive connection" : ""}${outcome.error.gotResponse ? " mid-answer" : ""}`
    : String(outcome.status);

describe("SIGTERM under steady load from another process", () => {
  it("answers every request that reached the server, then exits 0", {
    timeout: 90_000,
  }, async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: "20000" });
    running.push(server);
    const exited = new Promise<number | null>((resolve) =>
      server.process.once("exit", (code) => resolve(code)),
    );
    const { child, report } = await startLoad({
      url: server.url,
      keepAlive: 16,
      pages: 4,
      pausing: 12,
    });
    const signalSentAt = Date.now();
    child.send({ signalSentAt });
    server.process.kill("SIGTERM");
    const code = await exited;
    const { outcomes } = await report;

    const counts: Record<string, number> = {};
    for (const outcome of outcomes) {
      const key = describeOutcome(outcome);
      counts[key] = (counts[key] ?? 0) + 1;
    }
    const afterSignal = outcomes.filter((outcome) => outcome.sentAt >= signalSentAt);
    console.log(
      `SIGTERM under steady load: exit ${code}; ${outcomes.length} requests, ` +
        `${afterSignal.filter((o) => o.status).length} answered after the signal; ${JSON.stringify(counts)}`,
    );
    expect(code).toBe(0);
    // the load went on through the shutdown
    expect(afterSignal.filter((outcome) => outcome.status === 200).length).toBeGreaterThan(0);
    // every answer a success; every failure a new connection the process never accepted:
    // refused once the port was closed, or, at most once, reset by the kernel because its
    // handshake completed between the last accept and the close (ADR 031: no server can
    // take in a connection that arrives at that instant; the fault was 12-16 resets a run)
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 200)).toEqual([]);
    const notAccepted = (o: LoadOutcome) =>
      o.error !== undefined &&
      !o.error.reusedSocket &&
      !o.error.gotResponse &&
      (o.error.code === "ECONNREFUSED" || o.error.code === "ECONNRESET");
    expect(outcomes.filter((o) => o.error && !notAccepted(o)).map(describeOutcome)).toEqual([]);
    expect(outcomes.filter((o) => o.error?.code === "ECONNRESET").length).toBeLessThanOrEqual(1);
    expect(server.logs()).toContain('"msg":"stopped"');
  });
});
