import type Stripe from "stripe";
import { endpoint } from "../../../.server/api/endpoint.ts";
import type { ApiArgs } from "../../../.server/api/handler.ts";
import { readCappedBody } from "../../../.server/http/capped-body.ts";
import { ProblemCode, problemFor, problemResponse } from "../../../.server/http/problem.ts";
import { applyCheckoutSession } from "../checkout.ts";
import { refundStripePayment } from "../pro-grants.ts";
import { stripeClient } from "../stripe-client.ts";
import { recordStripeEvent } from "../stripe-events.ts";

// POST /api/stripe/webhook – Stripe's payment events, the source of truth of the Pro plan
// (docs/product.md#plans). The raw body's signature is checked with the SDK (400 otherwise). An event is
// applied at most once (its id is stored after it was applied); a failure answers 500 so
// that Stripe sends it again. Both handlers are safe in any order (pro-grants.ts).

const MAX_EVENT_BYTES = 512 * 1024;

// The body is read here (capped-body.ts), not declared: a server without Stripe answers 404
// before reading it.
export const stripeWebhook = endpoint({}, async ({ request, app, locale }) => {
  const stripeConfig = app.config.stripe;
  if (!stripeConfig) return problemFor("notFound", locale);
  const body = await readCappedBody(request, { maxBytes: MAX_EVENT_BYTES, locale });
  if (body instanceof Response) return body;
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
});

/** Applies one event; returns the user whose plan it may have changed. */
async function applyEvent(event: Stripe.Event, app: ApiArgs["app"]): Promise<string | null> {
  const stripeConfig = app.config.stripe;
  if (!stripeConfig) return null;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      // read back from Stripe: the event's copy lacks the line items, charge and invoice
      const sessionId = event.data.object.id;
      const check = await applyCheckoutSession(stripeConfig, app.db, sessionId);
      if (check.status === "notPro") {
        app.log.warn("checkout session is not a Pro purchase", { sessionId, reason: check.reason });
      }
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
