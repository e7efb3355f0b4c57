// The signature API's limit belongs to the account (issue 20): every key of an account and its
// browser session draw on one count of API_RATE_LIMIT requests a minute, so that twenty keys
// do not make twenty limits. On the memory store, and on the Redis store with TEST_REDIS_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { TEST_REDIS_URL } from "../support/redis.ts";
import { type RunningServer, startServer } from "../support/server.ts";

const LIMIT = 6;
const STORES: Array<{ name: string; env: Record<string, string> }> = [
  { name: "memory", env: {} },
  ...(TEST_REDIS_URL ? [{ name: "Redis", env: { REDIS_URL: TEST_REDIS_URL } }] : []),
];

for (const store of STORES) {
  describe(`the signature API limit per account (${store.name} store)`, () => {
    let database: TestDatabase;
    let server: RunningServer;

    beforeAll(async () => {
      database = await createTestDatabase("sqlite");
      const port = await freePort();
      server = await startServer({
        ...store.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        API_RATE_LIMIT: String(LIMIT),
      });
    });
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    /** A Pro account (made Pro before its session is first used) with `keys` API keys. */
    async function proAccountWithKeys(label: string, keys: number) {
      const account = await registerAccount(server.url, server.url, label);
      await makePro(database.url, [account.userId]);
      const secrets: string[] = [];
      for (let n = 0; n < keys; n++) {
        const created = await fetch(`${server.url}/api/v1/keys`, {
          method: "POST",
          headers: {
            cookie: account.cookie,
            origin: server.url,
            "content-type": "application/json",
          },
          body: JSON.stringify({ label: `key ${n + 1}` }),
        });
        expect(created.status).toBe(201);
        secrets.push(((await created.json()) as { secret: string }).secret);
      }
      return { account, secrets };
    }

    const withKey = (secret: string) =>
      fetch(`${server.url}/api/v1/signatures`, { headers: { authorization: `Bearer ${secret}` } });
    const withSession = (account: TestAccount) =>
      fetch(`${server.url}/api/v1/signatures`, { headers: { cookie: account.cookie } });

    it("counts every key and the session of an account against one limit", async () => {
      const { account, secrets } = await proAccountWithKeys("limit-shared", 3);
      const [a, b, c] = secrets as [string, string, string];
      // the key management calls above are not counted: the whole limit is left
      const statuses: number[] = [];
      for (const send of [a, a, b, b, c].map((secret) => () => withKey(secret))) {
        statuses.push((await send()).status);
      }
      const sixth = await withSession(account);
      statuses.push(sixth.status);
      expect(statuses).toEqual(Array(LIMIT).fill(200));
      expect(sixth.headers.get("ratelimit")).toMatch(/^"signature-api";r=0;t=\d+$/);

      // the limit is spent, whichever way the account comes back
      for (const response of [await withKey(c), await withKey(a), await withSession(account)]) {
        expect(response.status).toBe(429);
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      }
      // a key made now joins the same count
      const fresh = await fetch(`${server.url}/api/v1/keys`, {
        method: "POST",
        headers: { cookie: account.cookie, origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ label: "one more" }),
      });
      const { secret } = (await fresh.json()) as { secret: string };
      expect((await withKey(secret)).status).toBe(429);
    });

    it("leaves other accounts their own limit", async () => {
      const first = await proAccountWithKeys("limit-first", 1);
      const second = await proAccountWithKeys("limit-second", 1);
      for (let n = 0; n < LIMIT; n++) await withKey(first.secrets[0]!);
      expect((await withKey(first.secrets[0]!)).status).toBe(429);
      const other = await withKey(second.secrets[0]!);
      expect(other.status).toBe(200);
      expect(other.headers.get("ratelimit")).toMatch(
        new RegExp(`^"signature-api";r=${LIMIT - 1};t=\\d+$`),
      );
    });
  });
}
