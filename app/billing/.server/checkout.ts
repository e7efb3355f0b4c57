import type Stripe from "stripe";
import type { Db } from "../../.server/db/connect.ts";
import type { StripeConfig } from "../../.server/env.ts";
import type { SessionUser } from "../../accounts/.server/index.ts";
import type { Locale } from "../../i18n/locales.ts";
import { pagePath } from "../../route-table.ts";
import { type GrantOutcome, grantStripePayment } from "./pro-grants.ts";
import { type NotProReason, proPurchaseOf } from "./pro-purchase.ts";
import { stripeClient } from "./stripe-client.ts";

/**
 * A Stripe Checkout Session selling Pro to `user` (docs/product.md#plans): one payment, in the page's
 * language, the email prefilled, an invoice, back to /success or /pricing of that language.
 * Returns the URL of Stripe's page.
 */
export async function createCheckout(
  config: StripeConfig,
  publicUrl: string,
  user: Pick<SessionUser, "id" | "email">,
  locale: Locale,
): Promise<string> {
  const stripe = await stripeClient(config);
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [{ price: config.priceId, quantity: 1 }],
    client_reference_id: user.id,
    customer_email: user.email,
    locale,
    success_url: `${publicUrl}${pagePath("success", locale)}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${publicUrl}${pagePath("pricing", locale)}?checkout=cancelled`,
    invoice_creation: { enabled: true },
    metadata: { userId: user.id },
  });
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
  return session.url;
}

/** What a Checkout Session says, read from Stripe (never from the browser). */
export type SessionCheck =
  | { status: "paid"; userId: string; outcome: GrantOutcome }
  | { status: "notPro"; reason: NotProReason }
  | { status: "unpaid" | "expired" | "notFound" | "unknownUser" | "foreign" };

/** Checkout Session ids as Stripe writes them; anything else is not looked up. */
export const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

/**
 * Reads a Checkout Session from Stripe and, when it is paid for a Pro purchase (the configured
 * Price: pro-purchase.ts), grants Pro to the user it was created for, recording what was
 * bought (idempotent: the webhook may have done it already). With `viewer` (/success), a
 * session created for anyone else is `foreign` and grants nothing.
 */
export async function applyCheckoutSession(
  config: StripeConfig,
  db: Db,
  sessionId: string,
  viewer?: string,
): Promise<SessionCheck> {
  if (!CHECKOUT_SESSION_ID.test(sessionId)) return { status: "notFound" };
  const stripe = await stripeClient(config);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ["payment_intent.latest_charge", "invoice", "line_items"],
    });
  } catch (error) {
    if (isMissing(error)) return { status: "notFound" };
    throw error;
  }
  const userId = session.client_reference_id;
  if (!userId) return { status: "unknownUser" };
  if (viewer !== undefined && viewer !== userId) return { status: "foreign" };
  if (session.status === "expired") return { status: "expired" };
  if (session.payment_status !== "paid") return { status: "unpaid" };
  const bought = proPurchaseOf(session, config.priceId);
  if (!bought.ok) return { status: "notPro", reason: bought.reason };
  const intent = session.payment_intent;
  const intentId = typeof intent === "string" ? intent : intent?.id;
  if (!intentId) return { status: "unpaid" };
  const charge = typeof intent === "object" ? intent?.latest_charge : null;
  const invoice = typeof session.invoice === "object" ? session.invoice : null;
  const outcome = await grantStripePayment(db, {
    paymentIntent: intentId,
    checkoutSession: session.id,
    userId,
    ...bought.purchase,
    receiptUrl:
      invoice?.hosted_invoice_url ??
      (typeof charge === "object" ? charge?.receipt_url : null) ??
      null,
    paidAt:
      typeof charge === "object" && charge?.created ? new Date(charge.created * 1000) : new Date(),
  });
  if (outcome === "noSuchUser") return { status: "unknownUser" };
  return { status: "paid", userId, outcome };
}

function isMissing(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "statusCode" in error &&
    (error as { statusCode?: number }).statusCode === 404
  );
}
