// The directories' HTTP calls (docs/decisions/040-directory-sync.md): each request waits for
// its turn in the pace shared by every instance, has its own timeout, and reads a capped body.
// A 429 or 503 with `Retry-After` pauses the pace for everybody and the request is sent again
// after it; other 5xx, resets and timeouts are sent again after a backoff; a 401 gets a new
// token once. What still fails becomes a DirectoryError with its reason.
import { setTimeout as sleep } from "node:timers/promises";
import { backoffMs, type SharedRate } from "../../../.server/jobs/engine.ts";
import type { DirectoryErrorReason } from "../../directory.ts";
import { retryAfterMs } from "../gmail/gmail-client.ts";

export class DirectoryError extends Error {
  readonly reason: DirectoryErrorReason;
  /** when the directory said how long to wait (a 429 answered too many times) */
  readonly retryAfterMs: number | undefined;
  constructor(reason: DirectoryErrorReason, detail: string, retryAfterMs?: number) {
    super(detail.slice(0, 500));
    this.name = "DirectoryError";
    this.reason = reason;
    this.retryAfterMs = retryAfterMs;
  }
}

export type DirectoryHttp = {
  fetch: typeof fetch;
  rate: SharedRate;
  timeoutMs: number;
  signal?: AbortSignal;
  /** sends of one request at most (its first included) */
  maxAttempts?: number;
  /** a Retry-After beyond this fails the request instead of waiting */
  maxWaitMs?: number;
};

export type Answer = { status: number; headers: Headers; body: Buffer };

/** Bytes of one answer at most: a page of 999 people is ~1 MB, a photo at most 5 MB. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
const RETRYABLE = new Set([408, 429, 500, 502, 503, 504]);
const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_MAX_WAIT_MS = 120_000;

/**
 * GET `url` with the bearer token `token(false)`; `token(true)` asks for a new one (after a 401).
 * Resolves with any final answer below 500 except 401 and 429 (the caller reads 4xx bodies).
 */
export async function getWithToken(
  http: DirectoryHttp,
  url: string,
  token: (renew: boolean) => Promise<string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const maxAttempts = http.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  let renewed = false;
  let last = "";
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const bearer = await token(false);
    await http.rate.take(http.signal);
    let answer: Answer;
    try {
      answer = await send(http, url, { ...headers, authorization: `Bearer ${bearer}` });
    } catch (error) {
      if (http.signal?.aborted) throw error;
      last = messageOf(error);
      await wait(http, backoffMs(attempt, 500, 10_000));
      continue;
    }
    if (answer.status === 401 && !renewed) {
      renewed = true;
      await token(true);
      attempt -= 1;
      continue;
    }
    if (answer.status === 401) throw new DirectoryError("credentials", describe(url, answer));
    if (!RETRYABLE.has(answer.status)) return answer;
    last = describe(url, answer);
    const after = retryAfterMs(answer.headers.get("retry-after"));
    if (after !== undefined && after > (http.maxWaitMs ?? DEFAULT_MAX_WAIT_MS)) {
      throw new DirectoryError("unavailable", last, after);
    }
    if (after !== undefined && (answer.status === 429 || answer.status === 503)) {
      await http.rate.pause(after);
      await wait(http, after);
    } else {
      await wait(http, backoffMs(attempt, 500, 10_000));
    }
  }
  throw new DirectoryError("unavailable", last);
}

/** One request, its body read up to MAX_ANSWER_BYTES. */
export async function send(
  http: Pick<DirectoryHttp, "fetch" | "timeoutMs" | "signal">,
  url: string,
  headers: Record<string, string>,
  init: { method?: string; body?: string } = {},
): Promise<Answer> {
  const signals = [AbortSignal.timeout(http.timeoutMs), http.signal].filter(
    (s): s is AbortSignal => s !== undefined,
  );
  const response = await http.fetch(url, {
    method: init.method ?? "GET",
    headers,
    body: init.body,
    redirect: "error",
    signal: AbortSignal.any(signals),
  });
  return { status: response.status, headers: response.headers, body: await cappedBody(response) };
}

async function cappedBody(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw new Error(`answer of ${declared} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) throw new Error(`answer over ${MAX_ANSWER_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The answer's JSON, or a DirectoryError("rejected"). */
export function jsonOf(url: string, answer: Answer): unknown {
  try {
    return JSON.parse(answer.body.toString("utf8"));
  } catch {
    throw new DirectoryError("rejected", `${describe(url, answer)}: not JSON`);
  }
}

export function describe(url: string, answer: Answer): string {
  const path = new URL(url).pathname;
  return `${answer.status} ${path}: ${answer.body.toString("utf8", 0, 300)}`;
}

function wait(http: DirectoryHttp, ms: number): Promise<void> {
  return sleep(ms, undefined, { signal: http.signal });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
