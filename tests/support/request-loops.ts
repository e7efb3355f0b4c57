// Background traffic for fault tests: named loops, each sending one request after another
// until stopped, every outcome recorded with when it was sent and how long it took.
import { RawRequestError, type RawResponse } from "./raw-http.ts";
import { until } from "./wait.ts";

export type LoopOutcome = {
  loop: string;
  /** ms since the loops started, when the request was sent */
  sentAt: number;
  /** ms since the loops started, when it ended */
  endedAt: number;
  status?: number;
  contentType?: string;
  retryAfter?: string;
  /** failures without an answer: code and whether it was on a reused keep-alive socket */
  error?: {
    code: string | undefined;
    message: string;
    reusedSocket: boolean;
    gotResponse: boolean;
  };
};

export type LoopSpec = {
  name: string;
  send: () => Promise<RawResponse>;
  /** pause between requests of this loop */
  pauseMs?: number;
  /** stop this loop after a failure without an answer (e.g. the server is gone) */
  stopOnError?: boolean;
};

export type RequestLoops = {
  outcomes: LoopOutcome[];
  /** ms since the loops started */
  now: () => number;
  /** requests sent and not ended yet, with the ms they were sent at */
  pending: () => Array<{ loop: string; sentAt: number }>;
  /** resolves once `count` requests sent at or after `since` (ms, `now()`) have ended */
  ended: (count: number, since?: number) => Promise<void>;
  stop: () => Promise<LoopOutcome[]>;
};

export function startRequestLoops(specs: LoopSpec[]): RequestLoops {
  const started = performance.now();
  const now = () => performance.now() - started;
  const outcomes: LoopOutcome[] = [];
  const pending = new Map<number, { loop: string; sentAt: number }>();
  let stopping = false;
  let nextId = 0;

  const run = async (spec: LoopSpec) => {
    while (!stopping) {
      const id = nextId++;
      const sentAt = now();
      pending.set(id, { loop: spec.name, sentAt });
      try {
        const response = await spec.send();
        outcomes.push({
          loop: spec.name,
          sentAt,
          endedAt: now(),
          status: response.status,
          contentType: String(response.headers["content-type"] ?? ""),
          retryAfter: response.headers["retry-after"] as string | undefined,
        });
      } catch (thrown) {
        const error =
          thrown instanceof RawRequestError
            ? {
                code: thrown.code,
                message: thrown.message,
                reusedSocket: thrown.reusedSocket,
                gotResponse: thrown.gotResponse,
              }
            : { code: undefined, message: String(thrown), reusedSocket: false, gotResponse: false };
        outcomes.push({ loop: spec.name, sentAt, endedAt: now(), error });
        if (spec.stopOnError) break;
      } finally {
        pending.delete(id);
      }
      if (spec.pauseMs) await new Promise((resolve) => setTimeout(resolve, spec.pauseMs));
    }
  };
  const loops = specs.map(run);
  return {
    outcomes,
    now,
    pending: () => [...pending.values()],
    ended: (count, since = 0) =>
      until(
        () => outcomes.filter((outcome) => outcome.sentAt >= since).length >= count,
        `${count} requests ended since ${Math.round(since)} ms`,
      ),
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Outcomes counted by loop and status (or error code), for test messages. */
export function summarize(outcomes: LoopOutcome[]): Record<string, Record<string, number>> {
  const summary: Record<string, Record<string, number>> = {};
  for (const outcome of outcomes) {
    const key =
      outcome.status !== undefined ? String(outcome.status) : (outcome.error?.code ?? "error");
    const loop = summary[outcome.loop] ?? {};
    loop[key] = (loop[key] ?? 0) + 1;
    summary[outcome.loop] = loop;
  }
  return summary;
}
