// `node bench/load-worker.ts '<json LoadWorkerTask>'`: runs one autocannon load in a process of
// its own (so the bench's harness, the load balancer and the servers do not share its CPU) and
// prints its figures as one JSON line on stdout. Started by runWorker (bench/worker.ts).
import autocannon, { type Options, type Result } from "autocannon";

export type LoadWorkerTask = {
  url: string;
  connections: number;
  durationSeconds: number;
  /**
   * `healthz`: GET /healthz only; `get`: GET `path` with `headers`; `mixed`: the page, list,
   * create, render round
   */
  mix: "healthz" | "get" | "mixed";
  /** `get` only: the path asked for, and the request's headers (a session cookie) */
  path?: string;
  headers?: Record<string, string>;
  /** Origin of the POSTs (the public URL) */
  origin?: string;
  /** session cookie of the account whose signatures are listed */
  readerCookie?: string;
  /** session cookies of the accounts creating signatures (one is picked for each creation) */
  writerCookies?: string[];
};

export type LoadWorkerResult = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
};

// The parts of autocannon's request sequence the types in bench/autocannon.d.ts leave out.
type SequencedRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: SequencedRequest) => SequencedRequest;
};
type ResultWithCodes = Result & { statusCodeStats?: Record<string, { count: number }> };

// Each render claims a client address of its own (the bench runs the app with TRUST_PROXY=2,
// as behind a CDN and a load balancer), so the per-IP render limit (120 a minute) counts
// visitors, not this one load generator.
const randomClient = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

function mixedRequests(task: LoadWorkerTask): SequencedRequest[] {
  const json = { "content-type": "application/json", origin: task.origin ?? task.url };
  const fields = JSON.stringify({ fullName: "Alexandra Montgomery", company: "Northwind Traders" });
  return [
    { method: "GET", path: "/create" },
    { method: "GET", path: "/api/v1/signatures", headers: { cookie: task.readerCookie ?? "" } },
    {
      method: "POST",
      path: "/api/v1/signatures",
      headers: json,
      body: fields,
      // Several users: one user's creations queue behind the lock on its plan row.
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, cookie: pick(task.writerCookies ?? [""]) },
      }),
    },
    {
      method: "POST",
      path: "/api/v1/render",
      headers: json,
      body: fields,
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, "x-forwarded-for": randomClient() },
      }),
    },
  ];
}

export async function runLoad(task: LoadWorkerTask): Promise<LoadWorkerResult> {
  const options = {
    url: task.url,
    connections: task.connections,
    duration: task.durationSeconds,
    timeout: 30,
    ...(task.mix === "mixed"
      ? { requests: mixedRequests(task) }
      : task.mix === "get"
        ? { url: `${task.url}${task.path ?? "/"}`, headers: task.headers ?? {} }
        : { url: `${task.url}/healthz` }),
  };
  const result = (await autocannon(options as Options)) as ResultWithCodes;
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = count;
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}

if (import.meta.main) {
  const task = JSON.parse(process.argv[2] ?? "") as LoadWorkerTask;
  process.stdout.write(`${JSON.stringify(await runLoad(task))}\n`);
}
