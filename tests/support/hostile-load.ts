// The hostile corpus (tests/fixtures/hostile/) sent to a running server, and /healthz watched
// meanwhile: used by tests/integration/hostile-files.test.ts and `npm run bench -- --only hostile`.
import type { HostileFile } from "../fixtures/hostile/corpus.ts";

export type RosterSender = { url: string; cookie: string; origin: string };

/**
 * POST /api/teams/roster with `file`, from `clientIp` (the server must run with TRUST_PROXY=1:
 * each sender its own address, so the per-address upload limit does not refuse the corpus).
 */
export function sendRosterFile(
  sender: RosterSender,
  file: HostileFile,
  { locale = "en", clientIp }: { locale?: "en" | "fr"; clientIp: string },
): Promise<Response> {
  return fetch(`${sender.url}/api/teams/roster`, {
    method: "POST",
    headers: {
      cookie: sender.cookie,
      origin: sender.origin,
      "content-type": "application/octet-stream",
      "accept-language": locale,
      "x-forwarded-for": clientIp,
    },
    body: file.bytes,
  });
}

let nextAddress = 0;
/** A client address of the test range no other sender used (198.18.0.0/15, RFC 2544). */
export function uniqueClientIp(): string {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 1}`;
}

/** Sends the corpus `rounds` times, `concurrency` files at once; each answer's status. */
export async function sendCorpus(
  sender: RosterSender,
  files: HostileFile[],
  { rounds, concurrency }: { rounds: number; concurrency: number },
): Promise<Array<{ name: string; status: number }>> {
  const queue = Array.from({ length: rounds }, () => files).flat();
  const answers: Array<{ name: string; status: number }> = [];
  async function lane() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const response = await sendRosterFile(sender, file, { clientIp: uniqueClientIp() });
      await response.arrayBuffer();
      answers.push({ name: file.name, status: response.status });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return answers;
}

/**
 * GET /healthz one after another until stopped: each round trip's duration in ms, and a
 * failure (no answer, or not 200) as Infinity.
 */
export function probeHealthz(url: string) {
  const roundTrips: number[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/healthz`);
        await response.arrayBuffer();
        roundTrips.push(response.status === 200 ? performance.now() - started : Infinity);
      } catch {
        roundTrips.push(Infinity);
        return;
      }
    }
  })();
  return {
    async stop(): Promise<number[]> {
      stopped = true;
      await running;
      return roundTrips;
    },
  };
}
