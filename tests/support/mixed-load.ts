// A steady mix of real traffic for multi-instance tests: pages, the signed-in signature list,
// signature creation and anonymous renders, from `concurrency` simulated users on keep-alive
// connections, until stopped. Each user has client addresses of its own (127.x.y.z) and moves
// to its next one after each round of the four operations, so that no address reaches the
// per-IP render limit (120 a minute). Every answer and every failure is recorded.
import http from "node:http";
import { RawRequestError, rawRequest } from "./raw-http.ts";

export type MixedLoadOptions = {
  /** where requests go (the balancer) */
  url: string;
  /** the public origin (Origin header of POSTs) */
  publicUrl: string;
  concurrency: number;
  /** session cookie of the account whose signatures are listed */
  readerCookie: string;
  /** session cookies of the accounts creating signatures (Pro: no 3-signature cap) */
  writerCookies: string[];
};

export type Operation = "page" | "list" | "create" | "render";
const OPERATIONS: Operation[] = ["page", "list", "create", "render"];
const PAGES = ["/", "/create", "/fr", "/blog"];
const ADDRESSES_PER_USER = 8;

export type LoadFailure = { operation: Operation; at: number; status?: number; error?: string };

export type MixedLoadReport = {
  requests: number;
  ok: number;
  byOperation: Record<Operation, number>;
  failures: LoadFailure[];
  /** ids of the signatures whose creation was answered 201 */
  createdIds: string[];
  seconds: number;
  maxMs: number;
};

export type MixedLoad = {
  /** answers so far (to wait for some traffic) */
  answered: () => number;
  /** lets every user finish its current request, then reports */
  stop: () => Promise<MixedLoadReport>;
};

export function startMixedLoad(options: MixedLoadOptions): MixedLoad {
  const started = performance.now();
  const origin = new URL(options.publicUrl).origin;
  const report: MixedLoadReport = {
    requests: 0,
    ok: 0,
    byOperation: { page: 0, list: 0, create: 0, render: 0 },
    failures: [],
    createdIds: [],
    seconds: 0,
    maxMs: 0,
  };
  let stopping = false;
  // One block of client addresses for this run: 127.<block>.<user>.<1..ADDRESSES>.
  const block = `127.${1 + Math.floor(Math.random() * 254)}`;

  const user = async (index: number) => {
    const agents = Array.from(
      { length: ADDRESSES_PER_USER },
      () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
    );
    for (let n = index; !stopping; n++) {
      const operation = OPERATIONS[n % OPERATIONS.length]!;
      const request = requestFor(operation, n, index);
      const slot = Math.floor(n / OPERATIONS.length) % ADDRESSES_PER_USER;
      report.requests += 1;
      report.byOperation[operation] += 1;
      const at = performance.now() - started;
      try {
        const response = await rawRequest(`${options.url}${request.path}`, {
          ...request,
          agent: agents[slot],
          localAddress: `${block}.${1 + (index % 254)}.${1 + slot}`,
        });
        report.maxMs = Math.max(report.maxMs, response.ms);
        if (response.status < 200 || response.status > 299) {
          report.failures.push({
            operation,
            at,
            status: response.status,
            error: response.body.toString().slice(0, 200),
          });
          continue;
        }
        report.ok += 1;
        if (operation === "create") {
          report.createdIds.push((JSON.parse(response.body.toString()) as { id: string }).id);
        }
      } catch (error) {
        const message = error instanceof RawRequestError ? error.message : String(error);
        report.failures.push({ operation, at, error: message });
      }
    }
    for (const agent of agents) agent.destroy();
  };

  const requestFor = (operation: Operation, n: number, index: number) => {
    const json = { "content-type": "application/json", origin };
    switch (operation) {
      case "page":
        return { path: PAGES[n % PAGES.length]!, method: "GET" };
      case "list":
        return {
          path: "/api/v1/signatures",
          method: "GET",
          headers: { cookie: options.readerCookie },
        };
      case "create":
        return {
          path: "/api/v1/signatures",
          method: "POST",
          headers: {
            ...json,
            cookie: options.writerCookies[index % options.writerCookies.length]!,
          },
          body: JSON.stringify({ name: `Load ${index}-${n}`, fullName: "Ada Lovelace" }),
        };
      case "render":
        return {
          path: "/api/v1/render",
          method: "POST",
          headers: json,
          body: JSON.stringify({ fullName: "Ada Lovelace", company: "Analytical Engines" }),
        };
    }
  };

  const users = Array.from({ length: options.concurrency }, (_, index) => user(index));
  return {
    answered: () => report.requests,
    async stop() {
      stopping = true;
      await Promise.all(users);
      report.seconds = (performance.now() - started) / 1000;
      return report;
    },
  };
}
