// The session cache across instances (ADR 015): two server processes on one PostgreSQL schema
// and one Redis, each caching signed-in users for 30 s. A change made through one instance
// (sign-out, revoked sessions, password, plan, email verification, account deletion) must
// hold on the other at once: the next request there already sees it.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Db } from "../../app/.server/db/connect.ts";
import { registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { NO_POSTGRES, NO_REDIS, needs } from "../support/needs.ts";
import { json, type RawResponse, rawRequest } from "../support/raw-http.ts";
import { redisServerEnv } from "../support/redis.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { TEST_PASSWORD } from "../support/signatures-api.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp.ts";
import { until } from "../support/wait.ts";

type Me = {
  uid: string;
  email: string;
  emailVerified: boolean;
  isPaid: boolean;
  hasFreeTemplate: boolean;
};

describe("the session cache across two instances", needs(NO_POSTGRES, NO_REDIS), () => {
  let database: TestDatabase;
  let db: Db;
  let smtp: SmtpSink;
  let publicUrl: string;
  const servers: RunningServer[] = [];
  const a = () => servers[0]!.url;
  const b = () => servers[1]!.url;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    smtp = await startSmtpSink();
    const ports = [await freePort(), await freePort()];
    publicUrl = `http://127.0.0.1:${ports[0]}`;
    const env = {
      DATABASE_URL: database.url,
      ...redisServerEnv("session-cache"),
      AUTH_SECRET: randomBytes(32).toString("hex"),
      PUBLIC_URL: publicUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    };
    // The first instance migrates; the second starts once it is ready.
    for (const port of ports) servers.push(await startServer({ ...env, PORT: String(port) }));
    db = connectDatabase(database.url);
  });
  afterAll(async () => {
    await db?.kysely.destroy();
    for (const server of servers) await server.stop();
    await smtp?.close();
    await database?.drop();
  });

  const me = (url: string, cookie: string) =>
    rawRequest(`${url}/api/v1/me`, { headers: { cookie } });
  const post = (url: string, path: string, cookie: string, body: unknown = {}) =>
    rawRequest(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl, cookie },
      body: JSON.stringify(body),
    });
  const cookieOf = (response: RawResponse) =>
    (response.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!.trim()).join("; ");
  /** Another session of the same account (another device). */
  async function signIn(account: TestAccount): Promise<string> {
    const response = await post(a(), "/api/auth/login", "", {
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    return cookieOf(response);
  }
  /** Signed in on both instances, so both have the session in their cache. */
  async function cachedOnBoth(cookie: string) {
    for (const url of [a(), b(), a(), b()]) expect((await me(url, cookie)).status).toBe(200);
  }

  it("caches: a change written straight into the database is not seen at once, a plan change through an instance is", async () => {
    const account = await registerAccount(a(), publicUrl, "cache-plan");
    await cachedOnBoth(account.cookie);
    // Not through the app: nobody is told, so the cached user stands until it expires.
    await sql`update "user" set "emailVerified" = true where id = ${account.userId}`.execute(
      db.kysely,
    );
    expect(json<Me>(await me(b(), account.cookie)).emailVerified).toBe(false);

    // Through A: saving a Pro template spends the Free account's one, and B hears of it.
    const saved = await post(a(), "/api/v1/signatures", account.cookie, { template: "band" });
    expect(saved.status).toBe(201);
    expect(json<Me>(await me(b(), account.cookie))).toMatchObject({
      hasFreeTemplate: false,
      emailVerified: true,
    });
  });

  it("signing out on A ends the session on B at once", async () => {
    const account = await registerAccount(a(), publicUrl, "cache-signout");
    await cachedOnBoth(account.cookie);
    expect((await post(a(), "/api/auth/sign-out", account.cookie)).status).toBe(200);
    expect((await me(b(), account.cookie)).status).toBe(401);
    expect((await me(a(), account.cookie)).status).toBe(401);
  });

  it("a password change on A that signs out the other devices holds on B at once", async () => {
    const account = await registerAccount(a(), publicUrl, "cache-password");
    const laptop = await signIn(account);
    await cachedOnBoth(laptop);
    await cachedOnBoth(account.cookie);
    const changed = await post(a(), "/api/auth/change-password", account.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: "a-new-password-1",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await me(b(), laptop)).status).toBe(401);
    expect((await me(a(), laptop)).status).toBe(401);
    // the device that changed it goes on with the new session it was given
    expect((await me(b(), cookieOf(changed))).status).toBe(200);
  });

  it("a revoked session never works again, even for requests racing the revocation", async () => {
    const account = await registerAccount(a(), publicUrl, "cache-revoke");
    const laptop = await signIn(account);
    await cachedOnBoth(laptop);
    const answers: Array<{ sentAt: number; receivedAt: number; status: number }> = [];
    let revoking = Number.POSITIVE_INFINITY;
    let revokedAt = Number.POSITIVE_INFINITY;
    const sentAfterRevocation = () => answers.filter((answer) => answer.sentAt > revokedAt).length;
    const loop = async (url: string) => {
      while (sentAfterRevocation() < 25) {
        const sentAt = performance.now();
        const { status } = await me(url, laptop);
        answers.push({ sentAt, receivedAt: performance.now(), status });
      }
    };
    const loops = [a(), b(), b(), a(), b()].map(loop);
    await until(() => answers.length >= 10, "ten answers before the revocation");
    revoking = performance.now();
    const revoked = await post(a(), "/api/auth/revoke-sessions", account.cookie);
    revokedAt = performance.now();
    expect(revoked.status).toBe(200);
    await Promise.all(loops);
    const before = answers.filter((answer) => answer.receivedAt < revoking);
    const after = answers.filter((answer) => answer.sentAt > revokedAt);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((answer) => answer.status === 200)).toBe(true);
    expect(after.length).toBeGreaterThanOrEqual(25);
    expect(after.filter((answer) => answer.status !== 401)).toEqual([]);
    expect((await me(b(), account.cookie)).status).toBe(401);
  });

  it("verifying the email address on A shows on B at once", async () => {
    const account = await registerAccount(a(), publicUrl, "cache-verify");
    await cachedOnBoth(account.cookie);
    expect(json<Me>(await me(b(), account.cookie)).emailVerified).toBe(false);
    const mail = await smtp.waitFor(account.email);
    const link = mail.text.match(/http\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toBeDefined();
    // the link names the public URL (instance A)
    const verified = await rawRequest(link!, { headers: { cookie: account.cookie } });
    expect(verified.status).toBe(302);
    expect(json<Me>(await me(b(), account.cookie)).emailVerified).toBe(true);
  });

  it("deleting the account on A ends its sessions on B at once", async () => {
    const account = await registerAccount(a(), publicUrl, "cache-delete");
    await cachedOnBoth(account.cookie);
    const deleted = await post(a(), "/api/auth/delete-user", account.cookie, {
      password: TEST_PASSWORD,
    });
    expect(deleted.status).toBe(200);
    expect((await me(b(), account.cookie)).status).toBe(401);
  });
});
