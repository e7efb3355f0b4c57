// HTTP calls through node:http (not fetch) for load and fault tests: they choose the agent
// (keep-alive or not) and the local address (127.x.y.z, one client IP per simulated user),
// and a failure says whether it happened on a reused keep-alive socket before any answer.
import http from "node:http";

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** the request went out on a kept-alive connection */
  reusedSocket: boolean;
  ms: number;
};

export type RawRequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: http.Agent | false;
  localAddress?: string;
  /** whole request; the default is generous (loaded, shared machines) */
  timeoutMs?: number;
  /** called once the whole request has been handed to the operating system */
  onSent?: () => void;
};

/** A request that failed before its answer was complete. */
export class RawRequestError extends Error {
  readonly code: string | undefined;
  readonly reusedSocket: boolean;
  /** some of the answer (status line) had arrived */
  readonly gotResponse: boolean;
  constructor(error: NodeJS.ErrnoException, reusedSocket: boolean, gotResponse: boolean) {
    super(`${error.code ?? ""} ${error.message}`.trim(), { cause: error });
    this.name = "RawRequestError";
    this.code = error.code;
    this.reusedSocket = reusedSocket;
    this.gotResponse = gotResponse;
  }
}

export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  const {
    method = "GET",
    headers = {},
    body,
    agent,
    localAddress,
    timeoutMs = 30_000,
    onSent,
  } = options;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let gotResponse = false;
    const req = http.request(url, { method, headers, agent, localAddress }, (res) => {
      gotResponse = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          reusedSocket: req.reusedSocket,
          ms: performance.now() - started,
        });
      });
      res.on("error", fail);
    });
    const timer = setTimeout(() => {
      const error: NodeJS.ErrnoException = new Error(`no complete answer within ${timeoutMs} ms`);
      error.code = "TIMEOUT";
      req.destroy(error);
    }, timeoutMs);
    function fail(error: NodeJS.ErrnoException) {
      clearTimeout(timer);
      reject(new RawRequestError(error, req.reusedSocket, gotResponse));
    }
    req.on("error", fail);
    if (onSent) req.once("finish", onSent);
    req.end(body);
  });
}

/** JSON body of an answer. */
export function json<T = unknown>(response: RawResponse): T {
  return JSON.parse(response.body.toString()) as T;
}

/** A random client address on loopback (the whole 127/8 is local on Linux). */
export function loopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** A random address of the benchmarking range (198.18.0.0/15), for X-Forwarded-For claims. */
export function testNetAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `198.18.${byte()}.${byte()}`;
}
