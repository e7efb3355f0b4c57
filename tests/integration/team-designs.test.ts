import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../../app/.server/db/connect.ts";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServerOnItsPort } from "../support/server.ts";

// Issue 20, fault 9: a team's design is one of its owner's cloud signatures (ADR 027), but it
// is the team's, not a personal signature: the API says whose design it is, so that "My
// signatures" lists it with its team, and the Free plan's 3 counts personal signatures only
// (a refunded owner keeps their teams' designs and still has their 3; ADR 028).
for (const engine of ENGINES) {
  describe(`team designs among the signatures, on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let server: RunningServer;
    let owner: TestAccount;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      server = await startServerOnItsPort({ DATABASE_URL: database.url });
      owner = await registerAccount(server.url, server.url, "design-owner");
      await makePro(database.url, [owner.userId]);
    });
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: {
          cookie: owner.cookie,
          origin: server.url,
          "content-type": "application/json",
          ...init.headers,
        },
      });

    it("marks the design with its team, and a Free account's 3 are its personal ones", async () => {
      const created = await fetch(`${server.url}/teams`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: owner.cookie,
          origin: server.url,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "createTeam", name: "Acme" }).toString(),
      });
      expect(created.status).toBe(302);
      const teamId = /id=([0-9a-f-]{36})$/.exec(created.headers.get("location") ?? "")?.[1];

      const list = (await (await api("/api/v1/signatures")).json()) as Array<{
        id: string;
        team: { id: string; name: string } | null;
      }>;
      expect(list).toHaveLength(1);
      expect(list[0]?.team).toEqual({ id: teamId, name: "Acme" });
      const one = await (await api(`/api/v1/signatures/${list[0]?.id}`)).json();
      expect(one.team).toEqual({ id: teamId, name: "Acme" });

      // Refunded: Free again, with the team's design and room for 3 personal signatures.
      const db = connectDatabase(database.url);
      await sql`update "user" set "isPaid" = false where id = ${owner.userId}`.execute(db.kysely);
      await db.kysely.destroy();
      // a fresh session: the cached one still says Pro
      owner = { ...owner, cookie: await signInAgain(server.url, owner.email) };
      for (const name of ["One", "Two", "Three"]) {
        const response = await api("/api/v1/signatures", {
          method: "POST",
          body: JSON.stringify({ name }),
        });
        expect(response.status).toBe(201);
        expect((await response.json()).team).toBeNull();
      }
      const fourth = await api("/api/v1/signatures", {
        method: "POST",
        body: JSON.stringify({ name: "Four" }),
      });
      expect(fourth.status).toBe(403);
      await fourth.body?.cancel();
    });
  });
}

async function signInAgain(baseUrl: string, email: string): Promise<string> {
  const { TEST_PASSWORD } = await import("../support/signatures-api.ts");
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!.trim())
    .join("; ");
}
