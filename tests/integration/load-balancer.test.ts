// The test load balancer (tests/support/load-balancer.ts) against small fake backends:
// balancing, forwarded headers, bodies, marking down and up, the two retries it allows.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createTcpServer, type Socket, type Server as TcpServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port.ts";
import { type LoadBalancer, startLoadBalancer } from "../support/load-balancer.ts";

type Seen = {
  backend: string;
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An HTTP backend answering `200 <name>` (and /readyz 200), recording what it received. */
async function echoBackend(name: string, seen: Seen[], port = 0) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.url !== "/readyz") {
        seen.push({
          backend: name,
          method: req.method ?? "",
          url: req.url ?? "",
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        });
      }
      res.end(name);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  cleanups.push(close);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close };
}

async function balancer(backends: string[]): Promise<LoadBalancer> {
  const lb = await startLoadBalancer(backends, { checkIntervalMs: 50 });
  cleanups.push(() => lb.close());
  return lb;
}

function request(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers, agent: false, localAddress: "127.0.0.9" },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("test load balancer", () => {
  it("balances round-robin and forwards method, body, Host and the X-Forwarded-* headers", async () => {
    const seen: Seen[] = [];
    const a = await echoBackend("a", seen);
    const b = await echoBackend("b", seen);
    const lb = await balancer([a.url, b.url]);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await request(`${lb.url}/x?i=${i}`)).body);
    expect(answers).toEqual(["a", "b", "a", "b"]);

    const posted = await request(`${lb.url}/form`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": "203.0.113.7",
        host: "paraph.test",
      },
      body: '{"hello":1}',
    });
    expect(posted.status).toBe(200);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: "POST", url: "/form", body: '{"hello":1}' });
    // The client's own claim stays first; the address the balancer saw is appended.
    expect(last.headers["x-forwarded-for"]).toBe("203.0.113.7, 127.0.0.9");
    expect(last.headers["x-forwarded-proto"]).toBe("http");
    expect(last.headers.host).toBe("paraph.test");
    expect(seen[0]!.headers["x-forwarded-for"]).toBe("127.0.0.9");
  });

  it("marks a refusing backend down, retries on another, and takes it back once /readyz answers", async () => {
    const seen: Seen[] = [];
    const a = await echoBackend("a", seen);
    const deadPort = await freePort();
    const lb = await balancer([`http://127.0.0.1:${deadPort}`, a.url]);
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await request(`${lb.url}/`, { method: "POST", body: "x" }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(lb.stats.retriedConnect).toBe(1);
    expect(lb.backends()[0]).toMatchObject({ up: false, markedDown: 1 });

    await echoBackend("revived", seen, deadPort);
    await lb.waitUntilUp(`http://127.0.0.1:${deadPort}`, 2_000);
    const after = [];
    for (let i = 0; i < 2; i++) after.push((await request(`${lb.url}/`)).body);
    expect(after.sort()).toEqual(["a", "revived"]);
    expect(lb.stats.badGateway).toBe(0);
  });

  it("sends nothing to a disabled backend, and takes it back once enabled and ready", async () => {
    const seen: Seen[] = [];
    const a = await echoBackend("a", seen);
    const b = await echoBackend("b", seen);
    const lb = await balancer([a.url, b.url]);
    lb.disable(a.url);
    const during = [];
    for (let i = 0; i < 3; i++) during.push((await request(`${lb.url}/`)).body);
    expect(during).toEqual(["b", "b", "b"]);
    lb.enable(a.url);
    await lb.waitUntilUp(a.url, 2_000);
    const after = [];
    for (let i = 0; i < 2; i++) after.push((await request(`${lb.url}/`)).body);
    expect(after.sort()).toEqual(["a", "b"]);
  });

  it("retries a request whose reused keep-alive connection was closed before any answer", async () => {
    // A raw backend: answers the first request of a connection with keep-alive, then closes
    // the connection without answering when the next request comes in on it.
    const sockets = new Set<Socket>();
    const flaky: TcpServer = createTcpServer((socket) => {
      sockets.add(socket);
      let requests = 0;
      let buffer = "";
      socket.on("data", (chunk) => {
        buffer += chunk.toString();
        while (buffer.includes("\r\n\r\n")) {
          buffer = buffer.slice(buffer.indexOf("\r\n\r\n") + 4);
          requests += 1;
          if (requests === 1) {
            socket.write(
              "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nConnection: keep-alive\r\n\r\nflaky",
            );
          } else {
            socket.destroy();
          }
        }
      });
      socket.on("error", () => undefined);
    });
    await new Promise<void>((resolve) => flaky.listen(0, "127.0.0.1", resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          flaky.close(() => resolve());
        }),
    );
    const seen: Seen[] = [];
    const steady = await echoBackend("steady", seen);
    const lb = await balancer([
      `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`,
      steady.url,
    ]);

    const bodies = [];
    for (let i = 0; i < 3; i++)
      bodies.push((await request(`${lb.url}/`, { method: "POST", body: `n=${i}` })).body);
    // 1st → flaky (new connection), 2nd → steady, 3rd → flaky's kept connection, closed: steady.
    expect(bodies).toEqual(["flaky", "steady", "steady"]);
    expect(lb.stats.retriedReusedSocket).toBe(1);
    expect(seen.map((request) => request.body)).toEqual(["n=1", "n=2"]);
    expect(lb.stats.badGateway).toBe(0);
  });

  it("answers 502, without a retry, when a backend fails a request on a new connection", async () => {
    const broken: TcpServer = createTcpServer((socket) => {
      socket.on("data", () => socket.destroy());
      socket.on("error", () => undefined);
    });
    await new Promise<void>((resolve) => broken.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => broken.close(() => resolve())));
    const seen: Seen[] = [];
    const steady = await echoBackend("steady", seen);
    const lb = await balancer([
      `http://127.0.0.1:${(broken.address() as AddressInfo).port}`,
      steady.url,
    ]);
    const answer = await request(`${lb.url}/`, { method: "POST", body: "once" });
    // The backend may have acted on it: not sent again.
    expect(answer.status).toBe(502);
    expect(seen).toHaveLength(0);
    expect(lb.stats.badGateway).toBe(1);
  });
});
