import type Stripe from "stripe";
import { apiLocale } from "../../i18n/detect.ts";
import { applyCheckoutSession } from "../billing/checkout.ts";
import { refundStripePayment } from "../billing/pro-grants.ts";
import { stripeClient } from "../billing/stripe-client.ts";
import { recordStripeEvent } from "../billing/stripe-events.ts";
import { readCappedBytes } from "../http/capped-body.ts";
import { payloadTooLarge } from "../http/json-body.ts";
import { ProblemCode, problemFor, problemResponse } from "../http/problem.ts";
import type { ApiArgs } from "./router.ts";

// POST /api/stripe/webhook – Stripe's payment events, the source of truth of the Pro plan
// (DESIGN §8). The raw body's signature is checked with the SDK (400 otherwise). An event is
// applied at most once (its id is stored after it was applied); a failure answers 500 so
// that Stripe sends it again. Both handlers are safe in any order (pro-grants.ts).

const MAX_EVENT_BYTES = 512 * 1024;

export async function handleStripeWebhook({ request, app }: ApiArgs): Promise<Response> {
  const locale = apiLocale(request);
  const stripeConfig = app.config.stripe;
  if (!stripeConfig) return problemFor("notFound", locale);
  const body = await readCappedBytes(request, MAX_EVENT_BYTES);
  if (body === null) return payloadTooLarge(locale);
  const stripe = await stripeClient(stripeConfig);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      body,
      request.headers.get("stripe-signature") ?? "",
      stripeConfig.webhookSecret,
    );
  } catch {
    return problemResponse({
      code: ProblemCode.WebhookSignatureInvalid,
      messageKey: "problems.webhookSignatureInvalid",
      locale,
    });
  }
  const changedUser = await recordStripeEvent(app.db, event, () => applyEvent(event, app));
  if (changedUser) await app.sessions.userChanged(changedUser);
  app.log.info("stripe event", { type: event.type, id: event.id });
  return Response.json({ received: true });
}

/** Applies one event; returns the user whose plan it may have changed. */
async function applyEvent(event: Stripe.Event, app: ApiArgs["app"]): Promise<string | null> {
  const stripeConfig = app.config.stripe;
  if (!stripeConfig) return null;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      // read back from Stripe: the event's copy lacks the charge and invoice
      const check = await applyCheckoutSession(stripeConfig, app.db, event.data.object.id);
      return check.status === "paid" && check.outcome === "granted" ? check.userId : null;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      if (!charge.refunded) return null; // partial refund: Pro stays
      const intent = charge.payment_intent;
      const intentId = typeof intent === "string" ? intent : intent?.id;
      if (!intentId) return null;
      return refundStripePayment(app.db, intentId, new Date(event.created * 1000));
    }
    default:
      return null;
  }
}
