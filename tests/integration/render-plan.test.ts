// The plan rules apply to every render the server does for someone (issue 20): the anonymous
// POST /api/v1/render, a saved signature's /html, the batch, and a team member's page. A Pro
// template is for Pro accounts; the credit line is optional only on Pro.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Db } from "../../app/.server/db/connect.ts";
import { makePro, registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServerOnItsPort } from "../support/server.ts";

const CREDIT = "Created with Paraph";
const PRO_WITHOUT_CREDIT = {
  fullName: "Ada Lovelace",
  template: "executive",
  creditEnabled: false,
};

for (const engine of ENGINES) {
  describe(`the plan rules of every render (${engine})`, onEngine(engine), () => {
    let database: TestDatabase;
    let server: RunningServer;
    let db: Db;
    let pro: TestAccount;
    let free: TestAccount;
    let proKey: string;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      server = await startServerOnItsPort({ DATABASE_URL: database.url });
      db = connectDatabase(database.url);
      pro = await registerAccount(server.url, server.url, "render-pro");
      free = await registerAccount(server.url, server.url, "render-free");
      await makePro(database.url, [pro.userId]);
      const created = await send("POST", "/api/v1/keys", { label: "render" }, pro);
      proKey = ((await created.json()) as { secret: string }).secret;
    });
    afterAll(async () => {
      await db?.kysely.destroy();
      await server?.stop();
      await database?.drop();
    });

    function send(
      method: string,
      path: string,
      body: unknown,
      account?: TestAccount,
      headers: Record<string, string> = {},
    ) {
      return fetch(`${server.url}${path}`, {
        method,
        headers: {
          ...(account && { cookie: account.cookie, origin: server.url }),
          ...(body !== undefined && { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    }

    async function rendered(response: Response) {
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as { html: string; text: string };
    }

    it("refuses a Pro template to an anonymous render, in the caller's language", async () => {
      const refused = await send("POST", "/api/v1/render", PRO_WITHOUT_CREDIT, undefined, {
        "accept-language": "fr",
      });
      expect(refused.status).toBe(403);
      expect(refused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      const problem = (await refused.json()) as { code: string; detail: string };
      expect(problem.code).toBe("pro_template_required");
      expect(problem.detail).toMatch(/^«\s?Direction\s?» est un modèle Pro\./);
    });

    it("keeps the credit line in an anonymous render, and in a Free account's", async () => {
      const anonymous = await rendered(
        await send("POST", "/api/v1/render", { fullName: "Ada", creditEnabled: false }),
      );
      expect(anonymous.html).toContain(CREDIT);
      expect(anonymous.text).toContain(CREDIT);
      const signedIn = await send("POST", "/api/v1/render", PRO_WITHOUT_CREDIT, free);
      expect(signedIn.status).toBe(403);
      const basic = await rendered(
        await send("POST", "/api/v1/render", { fullName: "Ada", creditEnabled: false }, free),
      );
      expect(basic.html).toContain(CREDIT);
    });

    it("renders what a Pro account chose, by its session or its key", async () => {
      for (const response of [
        await send("POST", "/api/v1/render", PRO_WITHOUT_CREDIT, pro),
        await send("POST", "/api/v1/render", PRO_WITHOUT_CREDIT, undefined, {
          authorization: `Bearer ${proKey}`,
        }),
      ]) {
        const { html } = await rendered(response);
        expect(html).not.toContain(CREDIT);
        expect(html).toContain("Ada Lovelace");
      }
      const badKey = await send("POST", "/api/v1/render", PRO_WITHOUT_CREDIT, undefined, {
        authorization: "Bearer pk_nope",
      });
      expect(badKey.status).toBe(401);
    });

    it("answers the same through the render, the batch and a saved signature's HTML", async () => {
      const fields = { fullName: "Grace Hopper", creditEnabled: false };
      const single = await rendered(await send("POST", "/api/v1/render", fields, free));
      const batch = await send(
        "POST",
        "/api/v1/render/batch",
        { design: { creditEnabled: false }, people: [{ fullName: "Grace Hopper" }] },
        free,
      );
      const { rows } = (await batch.json()) as { rows: Array<{ html: string }> };
      expect(rows[0]?.html).toBe(single.html);
      const saved = await send("POST", "/api/v1/signatures", fields, free);
      const { id } = (await saved.json()) as { id: string };
      const html = await (
        await send("GET", `/api/v1/signatures/${id}/html`, undefined, free)
      ).text();
      expect(html).toBe(single.html);
      const proBatch = await send(
        "POST",
        "/api/v1/render/batch",
        { design: { template: "executive" }, people: [{ fullName: "Grace Hopper" }] },
        free,
      );
      expect(await proBatch.json()).toMatchObject({
        rows: [{ ok: false, errors: [{ code: "pro_template_required" }] }],
      });
    });

    it("gives a team member the owner's plan: the credit line comes back when Pro ends", async () => {
      const owner = await registerAccount(server.url, server.url, "render-team");
      await makePro(database.url, [owner.userId]);
      const created = await fetch(`${server.url}/teams`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: owner.cookie,
          origin: server.url,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "createTeam", name: "Credit Team" }).toString(),
      });
      const teamId = /id=([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")?.[1] ?? "";
      const team = await db.kysely
        .selectFrom("team")
        .select("design_id")
        .where("id", "=", teamId)
        .executeTakeFirstOrThrow();
      const patched = await send(
        "PATCH",
        `/api/v1/signatures/${team.design_id}`,
        { creditEnabled: false },
        owner,
      );
      expect(patched.status).toBe(200);
      const added = await fetch(`${server.url}/teams?id=${teamId}`, {
        method: "POST",
        headers: {
          cookie: owner.cookie,
          origin: server.url,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          intent: "addMember",
          fullName: "Mia Member",
          email: "mia@credit-team.example",
          jobTitle: "",
          phone: "",
          mobile: "",
          locale: "en",
        }).toString(),
      });
      expect(added.status).toBe(200);
      const teamPage = await (
        await fetch(`${server.url}/teams?id=${teamId}`, { headers: { cookie: owner.cookie } })
      ).text();
      const link = /data-link="([^"]+)"/.exec(teamPage)?.[1] ?? "";
      const memberPage = async () => {
        const url = new URL(link.replaceAll("&amp;", "&"));
        const response = await fetch(`${server.url}${url.pathname}${url.search}`);
        expect(response.status).toBe(200);
        return response.text();
      };
      expect(await memberPage()).toContain("Mia Member");
      expect(await memberPage()).not.toContain(CREDIT);

      await sql`update "user" set "isPaid" = false where id = ${owner.userId}`.execute(db.kysely);
      expect(await memberPage()).toContain(CREDIT);
    });
  });
}
