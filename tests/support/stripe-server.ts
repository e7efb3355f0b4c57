// A fake Stripe on loopback for tests: the few API endpoints Paraph uses, in Stripe's wire format
// (bracket form encoding in, JSON out), so the official `stripe` SDK can be pointed at it; a
// hosted checkout page for browser tests; signed webhooks POSTed to the app.
// As a script (Playwright's webServer): FAKE_STRIPE_PORT (required), STRIPE_SECRET_KEY,
// STRIPE_WEBHOOK_SECRET, FAKE_STRIPE_WEBHOOK_URL, STRIPE_PRICE_ID; GET /healthz answers 200.
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type FakeStripeOptions = {
  /** the only API key accepted (`Authorization: Bearer <key>`), else 401 */
  secretKey: string;
  /** signs the webhooks, as the app's `whsec_…` secret */
  webhookSecret: string;
  /** where events are POSTed (can be set later) */
  webhookUrl?: string;
  /** default: price_pro, 29.00 EUR */
  prices?: Price[];
  /** default 0 (a free port) */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
};

export type Price = { id: string; unit_amount: number; currency: string };

/** One line of a Checkout Session, as `expand[]=line_items` and its list endpoint give it. */
export type LineItem = {
  id: string;
  object: "item";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  description: string;
  price: ReturnType<typeof priceObject>;
  quantity: number;
};

export type CheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  client_reference_id: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  locale: string | null;
  success_url: string;
  cancel_url: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  invoice: string | null;
  invoice_creation: { enabled: boolean };
  metadata: Record<string, string>;
  created: number;
  expires_at: number;
  livemode: false;
  /** null once the session is no longer open, as on Stripe */
  url: string | null;
};

export type PaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: "succeeded";
  latest_charge: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type Charge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  paid: true;
  status: "succeeded";
  payment_intent: string;
  receipt_url: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type Invoice = {
  id: string;
  object: "invoice";
  number: string;
  status: "paid";
  amount_paid: number;
  currency: string;
  customer_email: string | null;
  hosted_invoice_url: string;
  invoice_pdf: string;
  payment_intent: string;
  created: number;
  livemode: false;
};

export type Refund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: "succeeded";
  created: number;
};

export type StripeEvent = {
  id: string;
  object: "event";
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
};

/** An event and the HTTP status of each POST of it (0 when the request failed). */
export type StripeEventRecord = { event: StripeEvent; deliveries: Array<{ status: number }> };

export type FakeStripe = {
  url: string;
  host: string;
  port: number;
  setWebhookUrl(url: string): void;
  /** every Checkout Session created, by id, as Stripe would return it */
  sessions: Map<string, CheckoutSession>;
  /** the form parameters of each create-session request, decoded into nested objects */
  createRequests: Array<Record<string, unknown>>;
  /**
   * Creates a session as `POST /v1/checkout/sessions` would with these (decoded) parameters:
   * what another integration of the same Stripe account (a Payment Link, another product)
   * makes, e.g. for another price with someone's id as `client_reference_id`.
   */
  createSession(params: Record<string, unknown>): CheckoutSession;
  /** every event, sent or not (`deliver: false`), in order */
  events: StripeEventRecord[];
  /**
   * Completes an open session as if the customer paid. `deliver: false` records
   * checkout.session.completed without POSTing it (`redeliver` can send it later).
   */
  pay(sessionId: string, options?: { deliver?: boolean }): Promise<CheckoutSession>;
  /** full (default) or partial refund of a paid session's payment; sends charge.refunded */
  refund(sessionId: string, options?: { amount?: number; deliver?: boolean }): Promise<Refund>;
  expire(sessionId: string): CheckoutSession;
  /** POSTs the event again (same id, same body, fresh signature); returns the HTTP status */
  redeliver(eventId: string): Promise<number>;
  /** POSTs an event now (recorded with the others); returns the HTTP status */
  deliver(event: Record<string, unknown>): Promise<number>;
  /** resolves once the webhooks sent after API responses (refunds) have been delivered */
  idle(): Promise<void>;
  close(): Promise<void>;
};

export const API_VERSION = "2026-10-28.endive";
const DEFAULT_PRICES: Price[] = [{ id: "price_pro", unit_amount: 2900, currency: "eur" }];
const PRODUCT_ID = "prod_paraph_pro";
const SESSION_LIFETIME_S = 24 * 60 * 60;
const DELIVERY_TIMEOUT_MS = 15_000;

type Params = Record<string, unknown>;
type ApiResult = { status: number; body: unknown; after?: () => void };

type State = {
  base: string;
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string | undefined;
  prices: Map<string, Price>;
  sessions: Map<string, CheckoutSession>;
  /** each session's line items, by session id */
  lineItems: Map<string, LineItem[]>;
  paymentIntents: Map<string, PaymentIntent>;
  charges: Map<string, Charge>;
  invoices: Map<string, Invoice>;
  refunds: Map<string, Refund>;
  /** payment_intent_data[metadata] of each session, for its payment intent */
  intentMetadata: Map<string, Record<string, string>>;
  createRequests: Params[];
  events: StripeEventRecord[];
  /** responses by Idempotency-Key, replayed as Stripe does when the SDK retries */
  idempotent: Map<string, ApiResult>;
  pending: Set<Promise<unknown>>;
};

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const host = options.host ?? "127.0.0.1";
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const state: State = {
    base: url,
    secretKey: options.secretKey,
    webhookSecret: options.webhookSecret,
    webhookUrl: options.webhookUrl,
    prices: new Map((options.prices ?? DEFAULT_PRICES).map((price) => [price.id, price])),
    sessions: new Map(),
    lineItems: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    invoices: new Map(),
    refunds: new Map(),
    intentMetadata: new Map(),
    createRequests: [],
    events: [],
    idempotent: new Map(),
    pending: new Set(),
  };
  server.on("request", (req, res) => {
    handleRequest(state, req, res).catch((error: unknown) => {
      console.error("fake stripe:", error);
      if (!res.headersSent) sendJson(res, 500, apiErrorBody("api_error", String(error)));
      else res.end();
    });
  });

  const idle = async () => {
    while (state.pending.size > 0) await Promise.allSettled([...state.pending]);
  };
  return {
    url,
    host,
    port,
    setWebhookUrl: (webhookUrl) => {
      state.webhookUrl = webhookUrl;
    },
    sessions: state.sessions,
    createRequests: state.createRequests,
    createSession: (params) => createSession(state, params),
    events: state.events,
    pay: (sessionId, { deliver = true } = {}) => paySession(state, sessionId, deliver),
    refund: (sessionId, { amount, deliver = true } = {}) =>
      refundSession(state, sessionId, amount, deliver),
    expire: (sessionId) => expireSession(state, sessionId),
    redeliver: (eventId) => redeliver(state, eventId),
    deliver: (event) => post(state, recordOf(state, event as StripeEvent)),
    idle,
    async close() {
      await idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

// ---- Form encoding -------------------------------------------------------------------------

/** Decodes Stripe's bracket form encoding (`a[b][0][c]=x`, `a[]=x`) into objects and arrays. */
export function decodeForm(encoded: string): Record<string, unknown> {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = keyPath(key);
    // such keys would reach Object.prototype through the assignments below
    if (path.some((segment) => ["__proto__", "constructor", "prototype"].includes(segment))) {
      continue;
    }
    assignPath(root, path, value);
  }
  return root;
}

function keyPath(key: string): string[] {
  const open = key.indexOf("[");
  if (open <= 0) return [key];
  const nested = [...key.slice(open).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? "");
  return [key.slice(0, open), ...nested];
}

function assignPath(root: Params, path: string[], value: string): void {
  let node = root;
  for (const [index, segment] of path.entries()) {
    const key = segment === "" && Array.isArray(node) ? String(node.length) : segment;
    const next = path[index + 1];
    if (next === undefined) {
      node[key] = value;
      return;
    }
    const child = node[key];
    if (typeof child !== "object" || child === null) {
      node[key] = /^\d*$/.test(next) ? [] : {};
    }
    node = node[key] as Params;
  }
}

// ---- Errors and parameters -----------------------------------------------------------------

class ApiError extends Error {
  readonly status: number;
  readonly param: string | undefined;
  readonly code: string | undefined;

  constructor(status: number, message: string, param?: string, code?: string) {
    super(message);
    this.status = status;
    this.param = param;
    this.code = code;
  }

  result(): ApiResult {
    return {
      status: this.status,
      body: apiErrorBody("invalid_request_error", this.message, this.code, this.param),
    };
  }
}

function apiErrorBody(type: string, message: string, code?: string, param?: string) {
  return { error: { type, message, ...(code && { code }), ...(param && { param }) } };
}

function missing(param: string): ApiError {
  return new ApiError(400, `Missing required param: ${param}.`, param, "parameter_missing");
}

function asParams(value: unknown): Params {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Params)
    : {};
}

function optionalText(params: Params, key: string): string | null {
  const value = params[key];
  return typeof value === "string" && value !== "" ? value : null;
}

function requiredText(params: Params, key: string, param = key): string {
  const value = optionalText(params, key);
  if (value === null) throw missing(param);
  return value;
}

function positiveInteger(value: unknown, param: string): number {
  if (value === undefined) throw missing(param);
  const text = String(value);
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new ApiError(
      400,
      `Invalid positive integer: ${text}`,
      param,
      "parameter_invalid_integer",
    );
  }
  return Number(text);
}

function stringRecord(value: unknown): Record<string, string> {
  const entries = Object.entries(asParams(value)).filter(([, v]) => typeof v === "string");
  return Object.fromEntries(entries) as Record<string, string>;
}

function mustFind<T>(map: Map<string, T>, id: string, kind: string, param = "id"): T {
  const found = map.get(id);
  if (found === undefined) {
    throw new ApiError(404, `No such ${kind}: '${id}'`, param, "resource_missing");
  }
  return found;
}

// ---- Objects -------------------------------------------------------------------------------

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function priceObject(price: Price) {
  return {
    id: price.id,
    object: "price",
    active: true,
    currency: price.currency,
    unit_amount: price.unit_amount,
    type: "one_time",
    product: PRODUCT_ID,
    livemode: false,
  };
}

function createSession(state: State, params: Params): CheckoutSession {
  const mode = requiredText(params, "mode");
  if (mode !== "payment") {
    throw new ApiError(400, `This fake Stripe supports only mode=payment, not ${mode}.`, "mode");
  }
  const lineItems = lineItemsOf(state, params.line_items);
  const amount = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  const currency = lineItems[0]?.currency ?? "eur";
  const successUrl = requiredText(params, "success_url");
  if (!URL.canParse(successUrl)) throw new ApiError(400, "Not a valid URL", "success_url");
  const id = newId("cs_test");
  const created = now();
  const session: CheckoutSession = {
    id,
    object: "checkout.session",
    mode,
    status: "open",
    payment_status: "unpaid",
    client_reference_id: optionalText(params, "client_reference_id"),
    customer_email: optionalText(params, "customer_email"),
    customer_details: null,
    locale: optionalText(params, "locale"),
    success_url: successUrl,
    cancel_url: optionalText(params, "cancel_url"),
    amount_subtotal: amount,
    amount_total: amount,
    currency,
    payment_intent: null,
    invoice: null,
    invoice_creation: { enabled: asParams(params.invoice_creation).enabled === "true" },
    metadata: stringRecord(params.metadata),
    created,
    expires_at: created + SESSION_LIFETIME_S,
    livemode: false,
    url: `${state.base}/pay/${id}`,
  };
  state.createRequests.push(params);
  state.sessions.set(id, session);
  state.lineItems.set(id, lineItems);
  state.intentMetadata.set(id, stringRecord(asParams(params.payment_intent_data).metadata));
  return session;
}

function lineItemsOf(state: State, lineItems: unknown): LineItem[] {
  const items = Array.isArray(lineItems) ? lineItems : [];
  if (items.length === 0) throw missing("line_items");
  const lines: LineItem[] = [];
  let currency: string | undefined;
  for (const [index, item] of items.entries()) {
    const param = `line_items[${index}]`;
    const priceId = requiredText(asParams(item), "price", `${param}[price]`);
    const price = state.prices.get(priceId);
    if (!price) {
      // 400, not 404: the session is the resource missing nothing
      throw new ApiError(400, `No such price: '${priceId}'`, `${param}[price]`, "resource_missing");
    }
    const quantity = positiveInteger(asParams(item).quantity, `${param}[quantity]`);
    if (currency !== undefined && currency !== price.currency) {
      throw new ApiError(400, "All line items must share one currency.", `${param}[price]`);
    }
    currency = price.currency;
    const total = price.unit_amount * quantity;
    lines.push({
      id: newId("li"),
      object: "item",
      amount_subtotal: total,
      amount_total: total,
      currency: price.currency,
      description: "Paraph Pro",
      price: priceObject(price),
      quantity,
    });
  }
  return lines;
}

/** A session's line items as Stripe lists them. */
function lineItemList(state: State, sessionId: string) {
  return {
    object: "list",
    data: structuredClone(state.lineItems.get(sessionId) ?? []),
    has_more: false,
    url: `/v1/checkout/sessions/${sessionId}/line_items`,
  };
}

function openSession(state: State, sessionId: string): CheckoutSession {
  const session = mustFind(state.sessions, sessionId, "checkout.session");
  if (session.status !== "open") {
    throw new ApiError(400, `Checkout Session ${sessionId} is ${session.status}, not open.`);
  }
  return session;
}

function completeSession(state: State, session: CheckoutSession): StripeEventRecord {
  const created = now();
  const { amount_total: amount, currency } = session;
  const paymentIntentId = newId("pi");
  const chargeId = newId("ch");
  state.charges.set(chargeId, {
    id: chargeId,
    object: "charge",
    amount,
    amount_refunded: 0,
    refunded: false,
    currency,
    paid: true,
    status: "succeeded",
    payment_intent: paymentIntentId,
    receipt_url: `${state.base}/receipts/${chargeId}`,
    metadata: {},
    created,
    livemode: false,
  });
  state.paymentIntents.set(paymentIntentId, {
    id: paymentIntentId,
    object: "payment_intent",
    amount,
    currency,
    status: "succeeded",
    latest_charge: chargeId,
    metadata: state.intentMetadata.get(session.id) ?? {},
    created,
    livemode: false,
  });
  const invoiceId = session.invoice_creation.enabled
    ? createInvoice(state, session, paymentIntentId).id
    : null;
  Object.assign(session, {
    status: "complete",
    payment_status: "paid",
    payment_intent: paymentIntentId,
    invoice: invoiceId,
    customer_details: { email: session.customer_email },
    url: null,
  });
  return recordEvent(state, "checkout.session.completed", session);
}

function createInvoice(state: State, session: CheckoutSession, paymentIntentId: string): Invoice {
  const id = newId("in");
  const invoice: Invoice = {
    id,
    object: "invoice",
    number: `PARAPH-${String(state.invoices.size + 1).padStart(4, "0")}`,
    status: "paid",
    amount_paid: session.amount_total,
    currency: session.currency,
    customer_email: session.customer_email,
    hosted_invoice_url: `${state.base}/invoices/${id}`,
    invoice_pdf: `${state.base}/invoices/${id}/pdf`,
    payment_intent: paymentIntentId,
    created: now(),
    livemode: false,
  };
  state.invoices.set(id, invoice);
  return invoice;
}

function expireSession(state: State, sessionId: string): CheckoutSession {
  const session = openSession(state, sessionId);
  session.status = "expired";
  session.url = null;
  return session;
}

/** Refunds `amount` (default: all that is left) of a charge; the event is recorded, not sent. */
function refundCharge(
  state: State,
  charge: Charge,
  amount: number | undefined,
): { refund: Refund; record: StripeEventRecord } {
  const remaining = charge.amount - charge.amount_refunded;
  if (remaining === 0) {
    throw new ApiError(
      400,
      `Charge ${charge.id} has already been refunded.`,
      undefined,
      "charge_already_refunded",
    );
  }
  const refunded = amount ?? remaining;
  if (!Number.isInteger(refunded) || refunded < 1 || refunded > remaining) {
    throw new ApiError(
      400,
      `Refund amount must be between 1 and ${remaining}.`,
      "amount",
      "amount_too_large",
    );
  }
  const refund: Refund = {
    id: newId("re"),
    object: "refund",
    amount: refunded,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    status: "succeeded",
    created: now(),
  };
  state.refunds.set(refund.id, refund);
  charge.amount_refunded += refunded;
  charge.refunded = charge.amount_refunded === charge.amount;
  return { refund, record: recordEvent(state, "charge.refunded", charge) };
}

function chargeOfSession(state: State, sessionId: string): Charge {
  const session = mustFind(state.sessions, sessionId, "checkout.session");
  if (session.payment_intent === null) {
    throw new ApiError(400, `Checkout Session ${sessionId} has no payment to refund.`);
  }
  const intent = mustFind(state.paymentIntents, session.payment_intent, "payment_intent");
  return mustFind(state.charges, intent.latest_charge, "charge");
}

function chargeOfRefundParams(state: State, params: Params): Charge {
  const chargeId = optionalText(params, "charge");
  if (chargeId !== null) return mustFind(state.charges, chargeId, "charge", "charge");
  const intentId = optionalText(params, "payment_intent");
  if (intentId === null) throw missing("payment_intent");
  const intent = mustFind(state.paymentIntents, intentId, "payment_intent", "payment_intent");
  return mustFind(state.charges, intent.latest_charge, "charge");
}

function findObject(state: State, id: string): object | undefined {
  const tables = [state.sessions, state.paymentIntents, state.charges, state.invoices];
  for (const table of tables) {
    const found = table.get(id);
    if (found) return found;
  }
  return undefined;
}

/**
 * A copy of `object` with the ids at the `expand[]` paths replaced by the objects; a session's
 * `line_items`, which it never shows otherwise, are added when asked for.
 */
function expand(state: State, object: object, params: Params): Params {
  const copy = structuredClone(object) as Params;
  const paths = Array.isArray(params.expand) ? params.expand : [];
  for (const path of paths) {
    if (path === "line_items" && copy.object === "checkout.session") {
      copy.line_items = lineItemList(state, String(copy.id));
    } else if (typeof path === "string") expandPath(state, copy, path.split("."), path);
  }
  return copy;
}

function expandPath(state: State, node: Params, [field, ...rest]: string[], path: string): void {
  if (field === undefined) return;
  const value = node[field];
  if (value === null) return;
  const found = typeof value === "string" ? findObject(state, value) : undefined;
  if (found) node[field] = structuredClone(found);
  else if (typeof value !== "object") {
    throw new ApiError(400, `This property cannot be expanded (${path}).`, "expand");
  }
  expandPath(state, node[field] as Params, rest, path);
}

// ---- Events --------------------------------------------------------------------------------

/** A Stripe event around a snapshot of `object`, as Stripe sends it. */
export function buildEvent(type: string, object: object): StripeEvent {
  return {
    id: newId("evt"),
    object: "event",
    type,
    api_version: API_VERSION,
    created: now(),
    livemode: false,
    data: { object: structuredClone(object) as Params },
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

function recordEvent(state: State, type: string, object: object): StripeEventRecord {
  return recordOf(state, buildEvent(type, object));
}

function recordOf(state: State, event: StripeEvent): StripeEventRecord {
  const known = state.events.find((record) => record.event.id === event.id);
  if (known) return known;
  const record: StripeEventRecord = { event, deliveries: [] };
  state.events.push(record);
  return record;
}

/** POSTs a recorded event to the webhook URL; never throws, returns the status (0: failed). */
async function post(state: State, record: StripeEventRecord): Promise<number> {
  if (!state.webhookUrl) return 0;
  const payload = JSON.stringify(record.event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: state.webhookSecret,
  });
  let status = 0;
  try {
    const response = await fetch(state.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    status = response.status;
    await response.arrayBuffer();
  } catch {
    // the app is down or timed out: Stripe would retry later, tests can redeliver
  }
  record.deliveries.push({ status });
  return status;
}

/** Sends an event after the current API response, as Stripe does (asynchronously). */
function postLater(state: State, record: StripeEventRecord): void {
  const delivery = new Promise((resolve) => setImmediate(resolve)).then(() => post(state, record));
  state.pending.add(delivery);
  void delivery.finally(() => state.pending.delete(delivery));
}

async function paySession(
  state: State,
  sessionId: string,
  deliver: boolean,
): Promise<CheckoutSession> {
  const session = openSession(state, sessionId);
  const record = completeSession(state, session);
  if (deliver) await post(state, record);
  return session;
}

async function refundSession(
  state: State,
  sessionId: string,
  amount: number | undefined,
  deliver: boolean,
): Promise<Refund> {
  const { refund, record } = refundCharge(state, chargeOfSession(state, sessionId), amount);
  if (deliver) await post(state, record);
  return refund;
}

function redeliver(state: State, eventId: string): Promise<number> {
  const record = state.events.find((candidate) => candidate.event.id === eventId);
  if (!record) throw new Error(`No such event: '${eventId}'`);
  return post(state, record);
}

// ---- HTTP ----------------------------------------------------------------------------------

type ApiRoute = {
  method: "GET" | "POST";
  path: RegExp;
  handle(state: State, params: Params, id: string): ApiResult;
};

const ok = (body: unknown): ApiResult => ({ status: 200, body });

const API_ROUTES: ApiRoute[] = [
  {
    method: "GET",
    path: /^\/v1\/prices\/([^/]+)$/,
    handle: (state, _params, id) => ok(priceObject(mustFind(state.prices, id, "price"))),
  },
  {
    method: "POST",
    path: /^\/v1\/checkout\/sessions$/,
    handle: (state, params) => ok(expand(state, createSession(state, params), params)),
  },
  {
    method: "GET",
    path: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    handle: (state, params, id) =>
      ok(expand(state, mustFind(state.sessions, id, "checkout.session"), params)),
  },
  {
    method: "GET",
    path: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
    handle: (state, _params, id) => {
      mustFind(state.sessions, id, "checkout.session");
      return ok(lineItemList(state, id));
    },
  },
  {
    method: "POST",
    path: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    handle: (state, params, id) => ok(expand(state, expireSession(state, id), params)),
  },
  {
    method: "GET",
    path: /^\/v1\/payment_intents\/([^/]+)$/,
    handle: (state, params, id) =>
      ok(expand(state, mustFind(state.paymentIntents, id, "payment_intent"), params)),
  },
  {
    method: "GET",
    path: /^\/v1\/charges\/([^/]+)$/,
    handle: (state, params, id) => ok(expand(state, mustFind(state.charges, id, "charge"), params)),
  },
  {
    method: "GET",
    path: /^\/v1\/invoices\/([^/]+)$/,
    handle: (state, params, id) =>
      ok(expand(state, mustFind(state.invoices, id, "invoice"), params)),
  },
  {
    method: "GET",
    path: /^\/v1\/refunds\/([^/]+)$/,
    handle: (state, params, id) => ok(expand(state, mustFind(state.refunds, id, "refund"), params)),
  },
  {
    method: "POST",
    path: /^\/v1\/refunds$/,
    handle(state, params) {
      const charge = chargeOfRefundParams(state, params);
      const amount =
        params.amount === undefined ? undefined : positiveInteger(params.amount, "amount");
      const { refund, record } = refundCharge(state, charge, amount);
      return { ...ok(expand(state, refund, params)), after: () => postLater(state, record) };
    },
  },
];

async function handleRequest(
  state: State,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = req.method ?? "GET";
  const url = new URL(req.url ?? "/", state.base);
  const body = method === "POST" ? await readBody(req) : "";
  if (url.pathname.startsWith("/v1/")) return handleApi(state, req, res, url, body);
  if (url.pathname.startsWith("/__test/")) return handleTestRoute(state, method, url, body, res);
  return handlePage(state, method, url.pathname, res);
}

function handleApi(
  state: State,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string,
): void {
  const headers = { "request-id": newId("req") };
  if (req.headers.authorization !== `Bearer ${state.secretKey}`) {
    const message = "Invalid API Key provided (this fake Stripe accepts one secret key).";
    sendJson(res, 401, apiErrorBody("invalid_request_error", message), headers);
    return;
  }
  const method = req.method ?? "GET";
  const key = method === "POST" ? req.headers["idempotency-key"] : undefined;
  const replay = typeof key === "string" ? state.idempotent.get(key) : undefined;
  if (replay) {
    sendJson(res, replay.status, replay.body, { ...headers, "idempotent-replayed": "true" });
    return;
  }
  const params = decodeForm(method === "GET" ? url.search.slice(1) : body);
  const result = runApi(state, method, url.pathname, params);
  if (typeof key === "string") state.idempotent.set(key, result);
  sendJson(res, result.status, result.body, headers);
  result.after?.();
}

function runApi(state: State, method: string, pathname: string, params: Params): ApiResult {
  for (const route of API_ROUTES) {
    const match = route.method === method ? route.path.exec(pathname) : null;
    if (!match) continue;
    try {
      return route.handle(state, params, decodeURIComponent(match[1] ?? ""));
    } catch (error) {
      if (error instanceof ApiError) return error.result();
      throw error;
    }
  }
  const message = `Unrecognized request URL (${method}: ${pathname}).`;
  return { status: 404, body: apiErrorBody("invalid_request_error", message) };
}

/** Hooks for tests in another process (Playwright): no API key needed. */
async function handleTestRoute(
  state: State,
  method: string,
  url: URL,
  body: string,
  res: ServerResponse,
): Promise<void> {
  const route = `${method} ${url.pathname}`;
  try {
    const input = body ? asParams(JSON.parse(body)) : {};
    switch (route) {
      case "GET /__test/sessions":
        return sendJson(res, 200, [...state.sessions.values()]);
      case "GET /__test/events":
        return sendJson(res, 200, state.events);
      case "POST /__test/refund": {
        const amount = typeof input.amount === "number" ? input.amount : undefined;
        return sendJson(
          res,
          200,
          await refundSession(state, String(input.sessionId), amount, true),
        );
      }
      case "POST /__test/redeliver":
        return sendJson(res, 200, { status: await redeliver(state, String(input.eventId)) });
      default:
        return sendJson(res, 404, { error: { message: `Unknown test route: ${route}` } });
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return sendJson(res, 400, { error: { message } });
  }
}

async function handlePage(
  state: State,
  method: string,
  pathname: string,
  res: ServerResponse,
): Promise<void> {
  if (pathname === "/healthz") return sendText(res, 200, "ok");
  const [, kind, rawId, extra] =
    /^\/(pay|receipts|invoices)\/([^/]+)(\/pdf)?$/.exec(pathname) ?? [];
  const id = decodeURIComponent(rawId ?? "");
  if (kind === "pay" && !extra) {
    return method === "POST"
      ? submitPayment(state, id, res)
      : sendPage(res, checkoutPage(state, id));
  }
  if (method !== "GET") return sendPage(res, notFoundPage());
  if (kind === "receipts" && !extra) return sendPage(res, receiptPage(state.charges.get(id)));
  const invoice = kind === "invoices" ? state.invoices.get(id) : undefined;
  if (invoice && extra) return sendPdf(res, invoicePdf(invoice));
  if (kind === "invoices") return sendPage(res, invoicePage(invoice));
  return sendPage(res, notFoundPage());
}

/** The pay button: completes the session (awaiting the webhook), then back to the app. */
async function submitPayment(state: State, id: string, res: ServerResponse): Promise<void> {
  const session = state.sessions.get(id);
  if (!session) return sendPage(res, notFoundPage());
  if (session.status === "open") await paySession(state, id, true);
  // a second submit of a paid session goes back to the app too; an expired one shows the page
  const location = session.status === "complete" ? successUrl(session) : `/pay/${id}`;
  res.writeHead(303, { location });
  res.end();
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body, null, 2));
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
  res.end(text);
}

function sendPage(res: ServerResponse, page: Page): void {
  res.writeHead(page.status, { "content-type": "text/html; charset=utf-8" });
  res.end(page.html);
}

function sendPdf(res: ServerResponse, pdf: Buffer): void {
  res.writeHead(200, { "content-type": "application/pdf", "content-length": pdf.length });
  res.end(pdf);
}

// ---- Pages ---------------------------------------------------------------------------------

type Page = { status: number; html: string };
type Language = "en" | "fr";

const TEXTS = {
  en: {
    amount: "Amount",
    email: "Email",
    pay: "Pay",
    cancel: "Cancel",
    complete: "This checkout session is complete.",
    expired: "This checkout session has expired.",
    continue: "Continue",
    back: "Back",
  },
  fr: {
    amount: "Montant",
    email: "E-mail",
    pay: "Payer",
    cancel: "Annuler",
    complete: "Ce paiement est terminé.",
    expired: "Cette session de paiement a expiré.",
    continue: "Continuer",
    back: "Retour",
  },
} satisfies Record<Language, Record<string, string>>;

const CHECKOUT_TITLE = "Paraph test checkout";

function successUrl(session: CheckoutSession): string {
  return session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
}

function checkoutPage(state: State, id: string): Page {
  const session = state.sessions.get(id);
  if (!session) return notFoundPage();
  const language: Language = session.locale?.startsWith("fr") ? "fr" : "en";
  const text = TEXTS[language];
  const amount = formatAmount(session.amount_total, session.currency, language);
  const details = `<dl>
<dt>${text.amount}</dt><dd>${escapeHtml(amount)}</dd>
${session.customer_email ? `<dt>${text.email}</dt><dd>${escapeHtml(session.customer_email)}</dd>` : ""}
</dl>`;
  const cancel = (label: string) =>
    session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">${label}</a></p>` : "";
  const body =
    session.status === "open"
      ? `${details}
<form method="post" action="/pay/${escapeHtml(id)}"><button type="submit">${text.pay}</button></form>
${cancel(text.cancel)}`
      : session.status === "complete"
        ? `<p>${text.complete}</p>
<p><a href="${escapeHtml(successUrl(session))}">${text.continue}</a></p>`
        : `<p>${text.expired}</p>
${cancel(text.back)}`;
  return { status: 200, html: htmlPage(language, CHECKOUT_TITLE, body) };
}

function receiptPage(charge: Charge | undefined): Page {
  if (!charge) return notFoundPage();
  const refunded = charge.amount_refunded
    ? `<dt>Refunded</dt><dd>${formatAmount(charge.amount_refunded, charge.currency, "en")}</dd>`
    : "";
  const body = `<dl>
<dt>Amount paid</dt><dd>${formatAmount(charge.amount, charge.currency, "en")}</dd>
${refunded}
</dl>`;
  return { status: 200, html: htmlPage("en", "Receipt", body) };
}

function invoicePage(invoice: Invoice | undefined): Page {
  if (!invoice) return notFoundPage();
  const body = `<dl>
<dt>Number</dt><dd>${escapeHtml(invoice.number)}</dd>
<dt>Amount paid</dt><dd>${formatAmount(invoice.amount_paid, invoice.currency, "en")}</dd>
</dl>
<p><a href="${escapeHtml(invoice.invoice_pdf)}">Download PDF</a></p>`;
  return { status: 200, html: htmlPage("en", "Invoice", body) };
}

function notFoundPage(): Page {
  return { status: 404, html: htmlPage("en", "Not found", "<p>No such page.</p>") };
}

function htmlPage(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** Minor units to a price in the locale's format (29,00 € in French). */
export function formatAmount(amount: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A one-page PDF with one line of ASCII text, byte offsets and all, so viewers open it. */
function invoicePdf(invoice: Invoice): Buffer {
  const amount = `${(invoice.amount_paid / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`;
  const line = `Invoice ${invoice.number} - paid ${amount}`.replace(/[()\\]/g, "");
  const content = `BT /F1 18 Tf 72 770 Td (${line}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R " +
      "/Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

// ---- Script --------------------------------------------------------------------------------

async function main(): Promise<void> {
  const port = Number(process.env.FAKE_STRIPE_PORT);
  if (!Number.isInteger(port) || port <= 0) {
    console.error("fake stripe: set FAKE_STRIPE_PORT to the port to listen on");
    process.exit(1);
  }
  const fake = await startFakeStripe({
    port,
    secretKey: process.env.STRIPE_SECRET_KEY ?? "sk_test_fake",
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_fake",
    webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL || undefined,
    prices: [
      { id: process.env.STRIPE_PRICE_ID ?? "price_pro", unit_amount: 2900, currency: "eur" },
    ],
  });
  console.log(`fake stripe ready on ${fake.url}`);
  const stop = () => {
    fake.close().then(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (import.meta.main) await main();
