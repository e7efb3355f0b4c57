// PUBLIC_URL left unset follows HOST and PORT (issue 20): `PORT=4701 npm start` must serve
// pages whose images, CSP and sign-in all speak of :4701, not of the default :3000.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccount } from "../support/accounts.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { TEST_PASSWORD } from "../support/signatures-api.ts";

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

/** A server started with PORT (and HOST) only, as a newcomer does. */
async function startWithPortOnly(host: string) {
  expect(process.env.PUBLIC_URL).toBeUndefined();
  const port = await freePort();
  const server = await startServer({ PORT: String(port), HOST: host });
  servers.push(server);
  return { server, port };
}

function readyUrl(server: RunningServer): string {
  const line =
    server
      .logs()
      .split("\n")
      .find((entry) => entry.includes('"msg":"ready"')) ?? "{}";
  return (JSON.parse(line) as { url?: string }).url ?? "";
}

async function signIn(server: RunningServer, origin: string) {
  const account = await registerAccount(server.url, origin, "port-only");
  return fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: account.email, password: TEST_PASSWORD }),
  });
}

describe("PORT without PUBLIC_URL", () => {
  for (const { host, publicHost } of [
    { host: "0.0.0.0", publicHost: "localhost" },
    { host: "127.0.0.1", publicHost: "127.0.0.1" },
  ]) {
    describe(`HOST=${host}`, () => {
      let server: RunningServer;
      let origin: string;
      beforeAll(async () => {
        const started = await startWithPortOnly(host);
        server = started.server;
        origin = `http://${publicHost}:${started.port}`;
      });

      it(`is served as ${publicHost} on that port`, () => {
        expect(readyUrl(server)).toBe(origin);
      });

      it("lets a browser on that port sign up and sign in", async () => {
        const login = await signIn(server, origin);
        expect(login.status).toBe(200);
        expect(await login.json()).toMatchObject({ emailVerified: false });
      });

      it("points the CSP and the hosted URLs at that port", async () => {
        const page = await fetch(`${server.url}/create`);
        expect(page.status).toBe(200);
        expect(page.headers.get("content-security-policy")).toContain(
          `img-src 'self' data: blob: ${origin}`,
        );
        const openapi = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
          servers: Array<{ url: string }>;
        };
        expect(openapi.servers).toEqual([{ url: origin }]);
      });
    });
  }
});
