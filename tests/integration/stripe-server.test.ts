import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port.ts";
import { decodeForm, type FakeStripe, startFakeStripe } from "../support/stripe-server.ts";

// The fake Stripe of tests/support checked with the official SDK: what the app's tests rely on.
const SECRET_KEY = "sk_test_paraph_fake";
const WEBHOOK_SECRET = "whsec_paraph_fake";

type Received = { event: Stripe.Event; body: string };
type Receiver = { url: string; received: Received[]; status: number; close(): Promise<void> };

/** A webhook endpoint that verifies signatures as the app must, answering `status`. */
async function startReceiver(stripe: Stripe): Promise<Receiver> {
  const receiver: Receiver = { url: "", received: [], status: 200, close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      try {
        const signature = String(req.headers["stripe-signature"]);
        const event = stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET);
        receiver.received.push({ event, body });
        res.writeHead(receiver.status).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

let fake: FakeStripe;
let stripe: Stripe;
let receiver: Receiver;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  stripe = new Stripe(SECRET_KEY, { host: fake.host, port: fake.port, protocol: "http" });
  receiver = await startReceiver(stripe);
  fake.setWebhookUrl(receiver.url);
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});

const eventsOf = (type: string) => receiver.received.filter((r) => r.event.type === type);

function createSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [{ price: "price_pro", quantity: 1 }],
    success_url: "http://localhost:4317/pro/thanks?session={CHECKOUT_SESSION_ID}",
    cancel_url: "http://localhost:4317/pro",
    ...extra,
  });
}

describe("fake Stripe", () => {
  it("decodes Stripe's bracket form encoding", () => {
    const encoded =
      "mode=payment&line_items[0][price]=price_pro&line_items[0][quantity]=1" +
      "&expand[]=invoice&expand[]=payment_intent&metadata[user]=u%201&__proto__[x]=1";
    expect(decodeForm(encoded)).toEqual({
      mode: "payment",
      line_items: [{ price: "price_pro", quantity: "1" }],
      expand: ["invoice", "payment_intent"],
      metadata: { user: "u 1" },
    });
  });

  it("serves prices, 404 for an unknown one, 401 for a wrong key", async () => {
    await expect(stripe.prices.retrieve("price_pro")).resolves.toMatchObject({
      id: "price_pro",
      object: "price",
      unit_amount: 2900,
      currency: "eur",
    });
    await expect(stripe.prices.retrieve("price_nope")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
    });
    const intruder = new Stripe("sk_test_wrong", {
      host: fake.host,
      port: fake.port,
      protocol: "http",
    });
    await expect(intruder.prices.retrieve("price_pro")).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it("validates new sessions, naming the parameter", async () => {
    await expect(createSession({ success_url: undefined })).rejects.toMatchObject({
      statusCode: 400,
      param: "success_url",
    });
    await expect(
      createSession({ line_items: [{ price: "price_gone", quantity: 1 }] }),
    ).rejects.toMatchObject({ statusCode: 400, param: "line_items[0][price]" });
    await expect(createSession({ mode: "subscription" })).rejects.toMatchObject({ param: "mode" });
  });

  it("pays through the hosted page, then the webhook verifies and the objects expand", async () => {
    const session = await createSession({
      locale: "fr",
      customer_email: "zoe@example.com",
      client_reference_id: "user_1",
      invoice_creation: { enabled: true },
      metadata: { user: "user_1" },
    });
    expect(session).toMatchObject({ status: "open", amount_total: 2900, currency: "eur" });
    expect(fake.createRequests.at(-1)).toMatchObject({
      line_items: [{ price: "price_pro", quantity: "1" }],
      invoice_creation: { enabled: "true" },
      metadata: { user: "user_1" },
    });

    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain("Paraph test checkout");
    expect(page).toContain(
      new Intl.NumberFormat("fr", { style: "currency", currency: "EUR" }).format(29),
    );
    expect(page).toContain(">Payer</button>");
    expect(page).toContain('<a href="http://localhost:4317/pro">Annuler</a>');

    const submit = () => fetch(session.url!, { method: "POST", redirect: "manual" });
    const paid = await submit();
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(
      `http://localhost:4317/pro/thanks?session=${session.id}`,
    );
    const [completed] = eventsOf("checkout.session.completed");
    expect(completed?.event.data.object).toMatchObject({ id: session.id, status: "complete" });
    expect((await submit()).status).toBe(303);
    expect(eventsOf("checkout.session.completed")).toHaveLength(1);

    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["payment_intent.latest_charge", "invoice"],
    });
    const intent = expanded.payment_intent as Stripe.PaymentIntent;
    const charge = intent.latest_charge as Stripe.Charge;
    const invoice = expanded.invoice as Stripe.Invoice;
    expect(intent).toMatchObject({ object: "payment_intent", amount: 2900, status: "succeeded" });
    expect(charge).toMatchObject({ object: "charge", paid: true, amount_refunded: 0 });
    expect(invoice).toMatchObject({ object: "invoice", status: "paid" });
    expect(await (await fetch(charge.receipt_url!)).text()).toContain("Receipt");
    const pdf = await fetch(invoice.invoice_pdf!);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await pdf.text()).startsWith("%PDF-1.4")).toBe(true);
    await expect(
      stripe.checkout.sessions.retrieve(session.id, { expand: ["mode"] }),
    ).rejects.toMatchObject({ statusCode: 400, param: "expand" });
  });

  it("lists a session's line items, expanded on the session or on their own", async () => {
    const session = await createSession({ line_items: [{ price: "price_pro", quantity: 2 }] });
    expect(session.amount_total).toBe(5800);
    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["line_items"],
    });
    const items = expanded.line_items?.data ?? [];
    expect(items).toMatchObject([
      {
        object: "item",
        quantity: 2,
        amount_total: 5800,
        currency: "eur",
        price: { id: "price_pro", unit_amount: 2900, currency: "eur", type: "one_time" },
      },
    ]);
    const listed = await stripe.checkout.sessions.listLineItems(session.id);
    expect(listed.data).toEqual(items);
    expect((await stripe.checkout.sessions.retrieve(session.id)).line_items).toBeUndefined();
    // what another integration of the same account makes is a session like any other
    const other = fake.createSession({
      mode: "payment",
      line_items: [{ price: "price_pro", quantity: "1" }],
      client_reference_id: "user_2",
      success_url: "http://localhost:4317/elsewhere",
    });
    expect(await stripe.checkout.sessions.retrieve(other.id)).toMatchObject({
      client_reference_id: "user_2",
      amount_total: 2900,
    });
  });

  it("refunds in part through the SDK, then the rest through the test route", async () => {
    const session = await fake.pay((await createSession()).id);
    const intentId = session.payment_intent!;

    const partial = await stripe.refunds.create({ payment_intent: intentId, amount: 900 });
    expect(partial).toMatchObject({ object: "refund", amount: 900, status: "succeeded" });
    await fake.idle();
    expect(eventsOf("charge.refunded").at(-1)?.event.data.object).toMatchObject({
      payment_intent: intentId,
      amount_refunded: 900,
      refunded: false,
    });

    const rest = await fetch(`${fake.url}/__test/refund`, {
      method: "POST",
      body: JSON.stringify({ sessionId: session.id }),
    });
    expect(await rest.json()).toMatchObject({ amount: 2000 });
    expect(eventsOf("charge.refunded").at(-1)?.event.data.object).toMatchObject({
      amount_refunded: 2900,
      refunded: true,
    });
    await expect(fake.refund(session.id)).rejects.toThrow(/already been refunded/);
  });

  it("records failed deliveries and redelivers the same event", async () => {
    receiver.status = 500;
    const session = await fake.pay((await createSession()).id);
    receiver.status = 200;
    const record = fake.events.find((r) => r.event.data.object.id === session.id)!;
    expect(record.deliveries).toEqual([{ status: 500 }]);

    expect(await fake.redeliver(record.event.id)).toBe(200);
    const copies = receiver.received.filter((r) => r.event.id === record.event.id);
    expect(copies).toHaveLength(2);
    expect(copies[1]?.body).toBe(copies[0]?.body);

    fake.setWebhookUrl("http://127.0.0.1:9/webhook");
    expect(await fake.deliver(record.event)).toBe(0);
    fake.setWebhookUrl(receiver.url);
    expect(record.deliveries.map((d) => d.status)).toEqual([500, 200, 0]);
  });

  it("expires open sessions only", async () => {
    const session = await createSession();
    await expect(stripe.checkout.sessions.expire(session.id)).resolves.toMatchObject({
      status: "expired",
      url: null,
    });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await (await fetch(session.url!)).text()).toContain(
      "This checkout session has expired.",
    );
    await expect(fake.pay(session.id)).rejects.toThrow(/expired/);
  });

  it("runs as a script for Playwright's webServer", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.resolve("tests/support/stripe-server.ts")], {
      env: { ...process.env, FAKE_STRIPE_PORT: String(port) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const ready = await new Promise<string>((resolve) => {
      child.stdout.on("data", (chunk: Buffer) => resolve(chunk.toString()));
    });
    expect(ready.trim()).toBe(`fake stripe ready on http://127.0.0.1:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
