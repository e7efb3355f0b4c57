import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Db } from "../../app/.server/db/connect.ts";
import { ALLOWANCES } from "../../app/billing/rules.ts";
import { registerAccount, type TestAccount } from "../support/accounts.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/databases.ts";
import { freePort } from "../support/free-port.ts";
import { onEngine } from "../support/needs.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type FakeStripe, startFakeStripe } from "../support/stripe-server.ts";

// The Pro plan end to end (issue 10): the real server, a real database, and a Stripe server
// of the test support that the official SDK talks to; webhooks are signed with the SDK's own
// helper. Nothing of the project is mocked.

const SECRET_KEY = "sk_test_paraph";
const WEBHOOK_SECRET = "whsec_paraph_tests";
const PRICE_ID = "price_pro";

type Page = { status: number; text: string; location: string | null };

for (const engine of ENGINES) {
  describe(`the Pro plan on ${engine}`, onEngine(engine), () => {
    let database: TestDatabase;
    let stripe: FakeStripe;
    let server: RunningServer;
    let db: Db;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      stripe = await startFakeStripe({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        // the Stripe account sells something else too: a one-cent tip
        prices: [
          { id: PRICE_ID, unit_amount: 2900, currency: "eur" },
          { id: "price_tip", unit_amount: 1, currency: "eur" },
        ],
      });
      const port = await freePort();
      server = await startServer({
        DATABASE_URL: database.url,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ID: PRICE_ID,
        STRIPE_API_URL: stripe.url,
      });
      stripe.setWebhookUrl(`${server.url}/api/stripe/webhook`);
      db = connectDatabase(database.url);
    });
    afterAll(async () => {
      await db?.kysely.destroy();
      await server?.stop();
      await stripe?.close();
      await database?.drop();
    });

    const origin = () => ({ origin: server.url });
    const register = (label: string) => registerAccount(server.url, server.url, label);

    async function page(pathname: string, account?: TestAccount, init: RequestInit = {}) {
      const response = await fetch(`${server.url}${pathname}`, {
        redirect: "manual",
        ...init,
        headers: { ...(account && { cookie: account.cookie }), ...init.headers },
      });
      return {
        status: response.status,
        text: await response.text(),
        location: response.headers.get("location"),
      } satisfies Page;
    }

    async function isPaid(account: TestAccount): Promise<boolean> {
      const response = await fetch(`${server.url}/api/v1/me`, {
        headers: { cookie: account.cookie },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { isPaid: boolean }).isPaid;
    }

    /** POST /pricing as the pricing page's form does: the id of the Checkout Session made. */
    async function startCheckout(account: TestAccount, locale: "en" | "fr" = "en") {
      const response = await page(locale === "fr" ? "/fr/pricing" : "/pricing", account, {
        method: "POST",
        headers: { ...origin(), "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
      expect(response.status).toBe(303);
      const location = new URL(response.location ?? "");
      expect(location.origin).toBe(new URL(stripe.url).origin);
      const id = location.pathname.split("/").at(-1) ?? "";
      expect(stripe.sessions.has(id)).toBe(true);
      return id;
    }

    const completedEvent = (sessionId: string) => {
      const record = stripe.events.find(
        ({ event }) =>
          event.type === "checkout.session.completed" && event.data.object.id === sessionId,
      );
      if (!record) throw new Error(`no completed event for ${sessionId}`);
      return record;
    };

    const grantRows = (userId: string) =>
      db.kysely.selectFrom("pro_grant").selectAll().where("user_id", "=", userId).execute();

    it("shows the Stripe price in each locale's format, with Product and Offer data", async () => {
      const en = await page("/pricing");
      expect(en.status).toBe(200);
      expect(en.text).toContain("€29");
      expect(en.text).toContain('"@type":"Offer","price":"29.00","priceCurrency":"EUR"');
      const fr = await page("/fr/pricing");
      expect(fr.text).toMatch(/29\s€/);
      expect(fr.text).toContain("Se connecter pour passer à Pro");
      // the comparison says what the rules enforce
      expect(en.text).toContain(`data-row="cloudSignatures"`);
      expect(en.text).toMatch(
        new RegExp(`data-plan="free">${ALLOWANCES.free.cloudSignatures}</td>`),
      );
    });

    it("sends a signed-out visitor through sign-up, then straight to checkout", async () => {
      const response = await page("/fr/pricing", undefined, {
        method: "POST",
        headers: { ...origin(), "content-type": "application/x-www-form-urlencoded" },
      });
      expect(response.status).toBe(303);
      expect(response.location).toBe(
        `/fr/signup?next=${encodeURIComponent("/fr/pricing?checkout=start")}`,
      );
      const account = await register("pro-return");
      const back = await page("/fr/pricing?checkout=start", account);
      expect(back.status).toBe(303);
      expect(back.location).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    });

    it("creates the Checkout Session the design asks for, in the page's language", async () => {
      const account = await register("pro-session");
      await startCheckout(account, "fr");
      const params = stripe.createRequests.at(-1);
      expect(params).toMatchObject({
        mode: "payment",
        client_reference_id: account.userId,
        customer_email: account.email,
        locale: "fr",
        success_url: `${server.url}/fr/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${server.url}/fr/pricing?checkout=cancelled`,
        invoice_creation: { enabled: "true" },
        line_items: [{ price: PRICE_ID, quantity: "1" }],
      });
    });

    it("refuses the checkout form from another site", async () => {
      const account = await register("pro-csrf");
      const response = await page("/pricing", account, {
        method: "POST",
        headers: {
          origin: "https://evil.example",
          "content-type": "application/x-www-form-urlencoded",
        },
      });
      expect(response.status).toBe(403);
      expect(stripe.createRequests.every((p) => p.client_reference_id !== account.userId)).toBe(
        true,
      );
    });

    it("makes the payer Pro through the webhook, and /success confirms it", async () => {
      const account = await register("pro-pay");
      const id = await startCheckout(account);
      await stripe.pay(id);
      expect(completedEvent(id).deliveries).toEqual([{ status: 200 }]);
      expect(await isPaid(account)).toBe(true);
      const success = await page(`/success?session_id=${id}`, account);
      expect(success.status).toBe(200);
      expect(success.text).toContain("Welcome to Pro!");
      expect(success.text).toContain("data-signed-in-user");
      expect(success.text).toContain(`${stripe.url}/invoices/in_`);
      const account_ = await page("/account", account);
      expect(account_.text).toContain('data-plan="pro"');
      expect(account_.text).toContain("Receipt and invoice");
      const exported = await fetch(`${server.url}/api/v1/me/export`, {
        headers: { cookie: account.cookie },
      });
      expect((await exported.json()).proGrants).toMatchObject([
        { source: "stripe", status: "active", amount: 2900, currency: "eur" },
      ]);
      const rows = await grantRows(account.userId);
      expect(rows).toHaveLength(1);
      // what was bought is kept with the grant
      expect(rows[0]).toMatchObject({
        id: stripe.sessions.get(id)?.payment_intent,
        checkout_session: id,
        price_id: PRICE_ID,
        status: "active",
        amount: 2900,
        currency: "eur",
      });
    });

    it("grants nothing for a paid session of another price, by the webhook or /success", async () => {
      const account = await register("pro-tip");
      // e.g. a Payment Link of the same Stripe account, opened with ?client_reference_id=
      const tipSession = () =>
        stripe.createSession({
          mode: "payment",
          line_items: [{ price: "price_tip", quantity: "1" }],
          client_reference_id: account.userId,
          success_url: `${server.url}/success?session_id={CHECKOUT_SESSION_ID}`,
        });
      // back on /success before any webhook
      const returned = tipSession();
      await stripe.pay(returned.id, { deliver: false });
      for (const path of ["/success", "/fr/success"]) {
        const success = await page(`${path}?session_id=${returned.id}`, account);
        expect(success.status).toBe(200);
        expect(success.text).not.toContain("data-signed-in-user");
        expect(success.text).toContain(
          path === "/success"
            ? "This payment isn’t a purchase of Pro, so your plan hasn’t changed."
            : "Ce paiement n’est pas un achat de Pro\u202f: votre offre n’a pas changé.",
        );
      }
      expect(await isPaid(account)).toBe(false);
      // the webhook of another one
      const notified = tipSession();
      await stripe.pay(notified.id);
      expect(completedEvent(notified.id).deliveries).toEqual([{ status: 200 }]);
      expect(await isPaid(account)).toBe(false);
      expect(await grantRows(account.userId)).toEqual([]);
      expect(server.logs()).toContain('"msg":"checkout session is not a Pro purchase"');
    });

    it("answers 400 to an event without a valid signature, and applies nothing", async () => {
      const account = await register("pro-forged");
      const id = await startCheckout(account);
      await stripe.pay(id, { deliver: false });
      const { event } = completedEvent(id);
      const payload = JSON.stringify(event);
      for (const signature of [
        null,
        "t=1,v1=deadbeef",
        Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" }),
      ]) {
        const response = await fetch(`${server.url}/api/stripe/webhook`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(signature && { "stripe-signature": signature }),
          },
          body: payload,
        });
        expect(response.status).toBe(400);
        expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
        expect(await response.json()).toMatchObject({ code: "webhook_signature_invalid" });
      }
      expect(await isPaid(account)).toBe(false);
      expect(await grantRows(account.userId)).toHaveLength(0);
    });

    it("changes nothing when an event is delivered again", async () => {
      const account = await register("pro-replay");
      const id = await startCheckout(account);
      await stripe.pay(id);
      const { event } = completedEvent(id);
      expect(await stripe.redeliver(event.id)).toBe(200);
      expect(await stripe.redeliver(event.id)).toBe(200);
      expect(await grantRows(account.userId)).toHaveLength(1);
      const stored = await db.kysely
        .selectFrom("stripe_event")
        .select("id")
        .where("id", "=", event.id)
        .execute();
      expect(stored).toHaveLength(1);
      // a replay after a refund does not bring Pro back
      await stripe.refund(id);
      expect(await isPaid(account)).toBe(false);
      expect(await stripe.redeliver(event.id)).toBe(200);
      expect(await isPaid(account)).toBe(false);
    });

    it("takes Pro away on a full refund, not on a partial one", async () => {
      const account = await register("pro-refund");
      const id = await startCheckout(account);
      await stripe.pay(id);
      expect(await isPaid(account)).toBe(true);
      await stripe.refund(id, { amount: 900 });
      expect(await isPaid(account)).toBe(true);
      await stripe.refund(id, { amount: 2000 });
      expect(await isPaid(account)).toBe(false);
      const [row] = await grantRows(account.userId);
      expect(row).toMatchObject({ status: "refunded" });
      // the signatures stay; the account is Free again
      const account_ = await page("/account", account);
      expect(account_.text).toContain('data-plan="free"');
    });

    it("grants nothing for a payment whose refund arrived first", async () => {
      const account = await register("pro-order");
      const id = await startCheckout(account);
      await stripe.pay(id, { deliver: false });
      await stripe.refund(id);
      expect(await stripe.redeliver(completedEvent(id).event.id)).toBe(200);
      expect(await isPaid(account)).toBe(false);
      const success = await page(`/success?session_id=${id}`, account);
      expect(success.text).toContain("This payment was refunded");
      expect(await isPaid(account)).toBe(false);
    });

    it("grants nothing on /success for another user's paid session", async () => {
      const payer = await register("pro-payer");
      const other = await register("pro-other");
      const id = await startCheckout(payer);
      await stripe.pay(id, { deliver: false });
      const seen = await page(`/success?session_id=${id}`, other);
      expect(seen.status).toBe(200);
      expect(seen.text).toContain("This payment belongs to another account.");
      expect(seen.text).not.toContain("data-signed-in-user");
      expect(await isPaid(other)).toBe(false);
      expect(await isPaid(payer)).toBe(false);
      expect(await grantRows(other.userId)).toHaveLength(0);
    });

    it("explains unpaid, expired, made-up and signed-out visits, granting nothing", async () => {
      const account = await register("pro-unpaid");
      const open = await startCheckout(account);
      expect((await page(`/success?session_id=${open}`, account)).text).toContain(
        "This payment isn’t complete.",
      );
      const expired = await startCheckout(account);
      stripe.expire(expired);
      expect((await page(`/fr/success?session_id=${expired}`, account)).text).toContain(
        "Cette page de paiement a expiré",
      );
      for (const made of ["cs_test_madeup", "x'><script>", ""]) {
        const response = await page(`/success?session_id=${encodeURIComponent(made)}`, account);
        expect(response.status).toBe(200);
        expect(response.text).toContain("We can’t find this payment.");
        expect(response.text).not.toContain("<script>");
      }
      const signedOut = await page(`/success?session_id=${open}`);
      expect(signedOut.text).toContain(
        `/login?next=${encodeURIComponent(`/success?session_id=${open}`)}`.replaceAll("&", "&amp;"),
      );
      expect(await isPaid(account)).toBe(false);
    });

    it("grants once when the webhook and /success arrive together", async () => {
      const account = await register("pro-race");
      const id = await startCheckout(account);
      await stripe.pay(id, { deliver: false });
      const eventId = completedEvent(id).event.id;
      const [status, success] = await Promise.all([
        stripe.redeliver(eventId),
        page(`/success?session_id=${id}`, account),
        page(`/success?session_id=${id}`, account),
      ]);
      expect(status).toBe(200);
      expect(success.text).toContain("Welcome to Pro!");
      expect(await grantRows(account.userId)).toHaveLength(1);
      expect(await isPaid(account)).toBe(true);
    });

    it("lets an operator grant and revoke Pro with npm run pro", async () => {
      const account = await register("pro-operator");
      const paidColumn = async () => {
        const row = await db.kysely
          .selectFrom("user")
          .select("isPaid")
          .where("id", "=", account.userId)
          .executeTakeFirstOrThrow();
        return row.isPaid === true || row.isPaid === 1;
      };
      expect(await runPro(database.url, "grant", account.email)).toMatchObject({ code: 0 });
      expect(await paidColumn()).toBe(true);
      // the server had not cached this account's session yet: it sees Pro at once
      expect(await isPaid(account)).toBe(true);
      expect(await runPro(database.url, "grant", account.email)).toMatchObject({
        code: 0,
        stdout: expect.stringContaining("already Pro"),
      });
      const account_ = await page("/fr/account", account);
      expect(account_.text).toContain("offerte par l’opérateur");
      expect(await runPro(database.url, "revoke", account.email)).toMatchObject({ code: 0 });
      // without REDIS_URL, running servers see it once the cached session expires (30 s)
      expect(await paidColumn()).toBe(false);
      expect(await grantRows(account.userId)).toMatchObject([{ status: "revoked" }]);
      expect(await runPro(database.url, "grant", "nobody@example.com")).toMatchObject({
        code: 1,
      });
    });
  });
}

describe("an instance without Stripe", () => {
  let server: RunningServer;
  let everyone: RunningServer;
  beforeAll(async () => {
    const port = await freePort();
    [server, everyone] = await Promise.all([
      startServer(),
      startServer({
        PRO_FOR_EVERYONE: "true",
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      }),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    await everyone?.stop();
  });

  it("says on /pricing that it does not sell Pro, and has no webhook", async () => {
    const pricing = await fetch(`${server.url}/pricing`);
    expect(pricing.status).toBe(200);
    const text = await pricing.text();
    expect(text).toContain("doesn’t sell Pro");
    expect(text).not.toContain("Upgrade to Pro");
    const webhook = await fetch(`${server.url}/api/stripe/webhook`, { method: "POST", body: "{}" });
    expect(webhook.status).toBe(404);
    const success = await fetch(`${server.url}/fr/success?session_id=cs_test_x`);
    expect(await success.text()).toContain("ne vend pas Pro");
  });

  it("lists /pricing in both sitemaps with its hreflang pair, and never /success", async () => {
    for (const sitemap of ["/sitemap.xml", "/fr/sitemap.xml"]) {
      const xml = await (await fetch(`${server.url}${sitemap}`)).text();
      const own = sitemap === "/sitemap.xml" ? "/pricing" : "/fr/pricing";
      expect(xml).toMatch(new RegExp(`<loc>[^<]*${own}</loc>`));
      expect(xml).toMatch(/hreflang="en" href="[^"]*\/pricing"/);
      expect(xml).toMatch(/hreflang="fr" href="[^"]*\/fr\/pricing"/);
      expect(xml).not.toContain("/success");
    }
  });

  it("lifts every paywall with PRO_FOR_EVERYONE", async () => {
    const text = await (await fetch(`${everyone.url}/pricing`)).text();
    expect(text).toContain("everyone has every Pro feature");
    const account = await registerAccount(everyone.url, everyone.url, "pro-everyone");
    const me = await fetch(`${everyone.url}/api/v1/me`, { headers: { cookie: account.cookie } });
    expect(await me.json()).toMatchObject({ isPaid: true });
    const limit = ALLOWANCES.free.cloudSignatures ?? 0;
    for (let n = 0; n <= limit; n++) {
      const response = await fetch(`${everyone.url}/api/v1/signatures`, {
        method: "POST",
        headers: {
          cookie: account.cookie,
          origin: everyone.url,
          "content-type": "application/json",
        },
        body: JSON.stringify({ fullName: `Ada ${n}`, template: "executive", creditEnabled: false }),
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ template: "executive", creditEnabled: false });
    }
  });
});

/** `npm run pro`, with a data directory of its own (never the working tree's ./data). */
function runPro(databaseUrl: string, command: string, email: string) {
  const { REDIS_URL: _shared, ...env } = process.env;
  const dataDir = mkdtempSync(path.join(tmpdir(), "paraph-pro-"));
  const child = spawn(process.execPath, ["scripts/pro.ts", command, email], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  });
  child.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
}
