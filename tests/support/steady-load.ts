// Steady load from a process of its own (a load generator sharing the test's process takes
// its CPU and changes what it measures: STACK-NOTES), for the graceful-shutdown test. Run with
// `fork()`: the parent sends `{ url, keepAlive, pages, pausing }` and, later, `{ signalSentAt }`
// (Date.now() when it signalled the server). Each loop sends one request after another until
// its server refuses a connection (the listener is closed: nothing of that request reached the
// process); then the process sends back every outcome and exits.
// Each loop is a client with one kept-alive connection, as a browser tab or a proxy's
// connection: a response with `Connection: close` ends it, the next request opens a new one.
// Some loops pause between requests, as people do (up to a second).
import http from "node:http";
import { RawRequestError, rawRequest } from "./raw-http.ts";

export type LoadRequest = { url: string; keepAlive: number; pages: number; pausing?: number };

export type LoadOutcome = {
  loop: string;
  /** Date.now() when the request was sent */
  sentAt: number;
  status?: number;
  connection?: string;
  error?: { code: string | undefined; reusedSocket: boolean; gotResponse: boolean };
};

export type LoadReport = { outcomes: LoadOutcome[]; signalSentAt: number | null };

type Message = LoadRequest | { signalSentAt: number };

function run({ url, keepAlive, pages, pausing = 0 }: LoadRequest): void {
  const agents: http.Agent[] = [];
  const outcomes: LoadOutcome[] = [];
  let signalSentAt: number | null = null;
  process.on("message", (message: Message) => {
    if ("signalSentAt" in message) signalSentAt = message.signalSentAt;
  });
  const loop = async (name: string, path: string, pauseMs = () => 0) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    for (;;) {
      const pause = pauseMs();
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      const sentAt = Date.now();
      try {
        const response = await rawRequest(`${url}${path}`, { agent, timeoutMs: 60_000 });
        outcomes.push({
          loop: name,
          sentAt,
          status: response.status,
          connection: String(response.headers.connection ?? ""),
        });
        if (outcomes.length === 200) process.send?.({ steady: true });
      } catch (thrown) {
        const error =
          thrown instanceof RawRequestError
            ? {
                code: thrown.code,
                reusedSocket: thrown.reusedSocket,
                gotResponse: thrown.gotResponse,
              }
            : { code: String(thrown), reusedSocket: false, gotResponse: false };
        outcomes.push({ loop: name, sentAt, error });
        // a refused connection: the server no longer listens, this loop is done
        if (error.code === "ECONNREFUSED" || signalSentAt === null) return;
      }
    }
  };
  void Promise.all([
    ...Array.from({ length: keepAlive }, (_, i) => loop(`healthz-${i}`, "/healthz")),
    // pages keep the server's event loop busy: connections queue while it renders
    ...Array.from({ length: pages }, (_, i) => loop(`page-${i}`, i % 2 ? "/fr/create" : "/create")),
    ...Array.from({ length: pausing }, (_, i) =>
      loop(`pausing-${i}`, "/healthz", () => 200 + Math.random() * 800),
    ),
  ]).then(() => {
    for (const agent of agents) agent.destroy();
    process.send?.({ outcomes, signalSentAt } satisfies LoadReport, () => process.exit(0));
  });
}

if (import.meta.main) {
  process.once("message", (message: Message) => {
    if (!("signalSentAt" in message)) run(message);
  });
}
