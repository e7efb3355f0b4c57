// A small real HTTP reverse proxy for multi-instance tests and the bench: what Caddy or nginx
// do in front of the app (compose.yaml), reduced to what the tests rely on.
//
// - round-robin over the backends that are up;
// - `X-Forwarded-For` gets the client's address appended, `X-Forwarded-Proto` is set, `Host`
//   is kept (as Caddy does), hop-by-hop headers are dropped;
// - keep-alive connections to each backend (one http.Agent per backend);
// - a backend refusing connections is marked down and checked again with `GET /readyz` every
//   `checkIntervalMs`, up again on a 200 (with `checkUpBackends`, backends in rotation are
//   checked too, and one answering 503, e.g. draining, is taken out);
// - `disable(url)` takes a backend out of rotation (requests already sent to it go on), as an
//   orchestrator does before stopping an instance; `enable(url)` lets it back once its
//   /readyz answers 200;
// - a request is retried once on another backend when the connection could not be made, or
//   when it failed on a reused keep-alive socket before any byte of the answer came back (the
//   backend closed an idle connection just as the request was sent on it: Node's
//   `req.reusedSocket` + ECONNRESET case). That is nginx's `proxy_next_upstream error`, for
//   requests whose body the proxy still holds: bodies are read into memory first (tests send
//   small ones). Any other failure is answered 502 and counted.
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type BackendState = {
  url: string;
  up: boolean;
  /** taken out of rotation by `disable()`: neither used nor checked */
  disabled: boolean;
  /** answers relayed from this backend */
  answered: number;
  /** times it was marked down (connection refused) */
  markedDown: number;
};

export type LoadBalancerStats = {
  /** requests received from clients */
  requests: number;
  /** retried on another backend: connection not made */
  retriedConnect: number;
  /** retried on another backend: reused keep-alive socket reset before any answer byte */
  retriedReusedSocket: number;
  /** answered 502 by the balancer itself (no backend, or a failure it may not retry) */
  badGateway: number;
  /** requests whose client went away before the answer (not retried, not a failure) */
  abandoned: number;
  /** the last failures answered 502, for test messages */
  lastErrors: string[];
};

export type LoadBalancer = {
  url: string;
  port: number;
  backends: () => BackendState[];
  stats: LoadBalancerStats;
  /** Sends no new request to `url` (those in flight go on) until `enable(url)`. */
  disable: (url: string) => void;
  /** Puts `url` back: checked with /readyz, used again once it answers 200. */
  enable: (url: string) => void;
  /** Resolves once `url` is up again (its /readyz answered 200), or throws after `timeoutMs`. */
  waitUntilUp: (url: string, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

export type LoadBalancerOptions = {
  /** port to listen on (0: any free one) */
  port?: number;
  /** how often backends marked down are checked with GET /readyz */
  checkIntervalMs?: number;
  /**
   * Also ask /readyz of the backends in rotation, and take out one that answers 503 (e.g.
   * draining after SIGTERM), as Caddy's active health checks do; a slow or failed check does
   * not take a backend out (refused connections do).
   */
  checkUpBackends?: boolean;
};

type Backend = BackendState & { host: string; port: number; agent: http.Agent };

type Attempt =
  | { kind: "answer"; upstream: IncomingMessage }
  | { kind: "abandoned" }
  | { kind: "retry"; reason: "connect" | "reused-socket"; error: Error }
  | { kind: "fail"; error: Error };

// RFC 9110 §7.6.1 and the usual extras: meaningful for one connection only.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

export async function startLoadBalancer(
  backendUrls: string[],
  { port = 0, checkIntervalMs = 250, checkUpBackends = false }: LoadBalancerOptions = {},
): Promise<LoadBalancer> {
  const backends: Backend[] = backendUrls.map((url) => {
    const parsed = new URL(url);
    return {
      url: parsed.origin,
      host: parsed.hostname,
      port: Number(parsed.port),
      up: true,
      disabled: false,
      answered: 0,
      markedDown: 0,
      agent: new http.Agent({ keepAlive: true }),
    };
  });
  const stats: LoadBalancerStats = {
    requests: 0,
    retriedConnect: 0,
    retriedReusedSocket: 0,
    badGateway: 0,
    abandoned: 0,
    lastErrors: [],
  };
  let next = 0;

  const pick = (exclude: Set<Backend>): Backend | undefined => {
    for (let i = 0; i < backends.length; i++) {
      const backend = backends[(next + i) % backends.length]!;
      if (backend.up && !backend.disabled && !exclude.has(backend)) {
        next = (next + i + 1) % backends.length;
        return backend;
      }
    }
    return undefined;
  };

  const markDown = (backend: Backend) => {
    if (!backend.up) return;
    backend.up = false;
    backend.markedDown += 1;
  };

  const badGateway = (res: ServerResponse, reason: string) => {
    stats.badGateway += 1;
    stats.lastErrors = [...stats.lastErrors.slice(-9), reason];
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { "content-type": "text/plain", "content-length": 11 });
    res.end("Bad Gateway");
  };

  const server = http.createServer(async (req, res) => {
    stats.requests += 1;
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch {
      res.destroy();
      return;
    }
    const headers = upstreamHeaders(req, body);
    const tried = new Set<Backend>();
    for (let attempt = 0; attempt < 2; attempt++) {
      const backend = pick(tried);
      if (!backend) break;
      tried.add(backend);
      const result = await send(backend, req, headers, body, res);
      if (result.kind === "answer") {
        backend.answered += 1;
        relay(result.upstream, res);
        return;
      }
      if (result.kind === "abandoned") {
        stats.abandoned += 1;
        return;
      }
      if (result.kind === "fail") {
        badGateway(res, `${backend.url} ${req.method} ${req.url}: ${describe(result.error)}`);
        return;
      }
      if (result.reason === "connect") {
        markDown(backend);
        stats.retriedConnect += 1;
      } else {
        stats.retriedReusedSocket += 1;
      }
      if (attempt === 1) {
        badGateway(res, `${backend.url} ${req.method} ${req.url}: ${describe(result.error)}`);
        return;
      }
    }
    badGateway(res, `no backend up for ${req.method} ${req.url}`);
  });
  server.keepAliveTimeout = 65_000;

  // Backends marked down are asked /readyz until they answer 200 (with checkUpBackends, those
  // up are asked too, and taken out when they answer 503).
  let checking = false;
  const checker = setInterval(() => {
    if (checking) return;
    checking = true;
    void Promise.all(
      backends
        .filter((backend) => !backend.disabled && (!backend.up || checkUpBackends))
        .map(async (backend) => {
          const status = await readiness(backend);
          if (!backend.up && status === 200) backend.up = true;
          else if (backend.up && status === 503) markDown(backend);
        }),
    ).finally(() => {
      checking = false;
    });
  }, checkIntervalMs);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const listeningPort = (server.address() as AddressInfo).port;
  const find = (url: string) => {
    const backend = backends.find((candidate) => candidate.url === new URL(url).origin);
    if (!backend) throw new Error(`${url} is not a backend of this balancer`);
    return backend;
  };

  return {
    url: `http://127.0.0.1:${listeningPort}`,
    port: listeningPort,
    stats,
    backends: () =>
      backends.map(({ url, up, disabled, answered, markedDown }) => ({
        url,
        up,
        disabled,
        answered,
        markedDown,
      })),
    disable(url) {
      find(url).disabled = true;
    },
    enable(url) {
      const backend = find(url);
      backend.disabled = false;
      backend.up = false;
    },
    async waitUntilUp(url, timeoutMs = 30_000) {
      const backend = find(url);
      const deadline = Date.now() + timeoutMs;
      while (!backend.up) {
        if (Date.now() > deadline) throw new Error(`${url} not back up within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      clearInterval(checker);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      for (const backend of backends) backend.agent.destroy();
    },
  };
}

/** One try on one backend: resolves with its answer's head, or with why it failed. */
function send(
  backend: Backend,
  req: IncomingMessage,
  headers: IncomingHttpHeaders,
  body: Buffer,
  res: ServerResponse,
): Promise<Attempt> {
  return new Promise((resolve) => {
    let connected = false;
    const upstream = http.request({
      host: backend.host,
      port: backend.port,
      method: req.method,
      path: req.url,
      headers,
      agent: backend.agent,
    });
    upstream.on("socket", (socket: Socket) => {
      // A reused keep-alive socket is connected already; a new one emits `connect`.
      if (upstream.reusedSocket || !socket.connecting) connected = true;
      else socket.once("connect", () => (connected = true));
    });
    upstream.on("response", (answer) => resolve({ kind: "answer", upstream: answer }));
    let clientGone = false;
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      // After `response`, errors are the answer stream's (relay handles them).
      if (clientGone) resolve({ kind: "abandoned" });
      else if (!connected) resolve({ kind: "retry", reason: "connect", error });
      else if (upstream.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE")) {
        resolve({ kind: "retry", reason: "reused-socket", error });
      } else resolve({ kind: "fail", error });
    });
    // The client went away: stop the upstream request too.
    res.once("close", () => {
      if (res.writableFinished) return;
      clientGone = true;
      upstream.destroy();
    });
    upstream.end(body);
  });
}

/** Streams the backend's answer to the client; a broken answer breaks the client's too. */
function relay(upstream: IncomingMessage, res: ServerResponse): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  res.writeHead(upstream.statusCode ?? 502, upstream.statusMessage, headers);
  upstream.on("error", () => res.destroy());
  upstream.on("aborted", () => res.destroy());
  upstream.pipe(res);
}

function upstreamHeaders(req: IncomingMessage, body: Buffer): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const client = (req.socket.remoteAddress ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  const earlier = req.headers["x-forwarded-for"];
  headers["x-forwarded-for"] = earlier ? `${earlier}, ${client}` : client;
  headers["x-forwarded-proto"] = "http";
  if (body.length > 0 || req.headers["content-length"] !== undefined) {
    headers["content-length"] = String(body.length);
  }
  return headers;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** The status of the backend's /readyz, or null when it did not answer within 1 s. */
function readiness(backend: Backend): Promise<number | null> {
  return new Promise((resolve) => {
    const check = http.get(
      { host: backend.host, port: backend.port, path: "/readyz", agent: false, timeout: 1_000 },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? null);
      },
    );
    check.on("timeout", () => check.destroy());
    check.on("error", () => resolve(null));
  });
}

function describe(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  return code ? `${code} ${message ?? ""}`.trim() : String(message ?? error);
}
