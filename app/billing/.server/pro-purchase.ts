import type Stripe from "stripe";

/** What a Checkout Session bought, when it bought Pro: kept with the grant. */
export type ProPurchase = { priceId: string; amount: number; currency: string };

/** Why a paid session is not a purchase of Pro (logged, never shown to the payer). */
export type NotProReason = "mode" | "lineItems" | "price" | "quantity" | "amount" | "currency";

export type PurchaseCheck =
  | { ok: true; purchase: ProPurchase }
  | { ok: false; reason: NotProReason };

/**
 * Whether a Checkout Session, read from Stripe with its `line_items` expanded, bought Pro: a
 * one-time payment of exactly one line, the configured Price once, whose total is that Price's
 * amount in its currency (no other item, no discount). Anything else the same Stripe account
 * sells — another product, a Payment Link opened with someone's id as `client_reference_id` —
 * grants nothing (ADR 031).
 */
export function proPurchaseOf(session: Stripe.Checkout.Session, priceId: string): PurchaseCheck {
  if (session.mode !== "payment") return { ok: false, reason: "mode" };
  const items = session.line_items;
  const item = items?.data.length === 1 && !items.has_more ? items.data[0] : undefined;
  if (!item) return { ok: false, reason: "lineItems" };
  const { price } = item;
  if (price?.id !== priceId || price.type !== "one_time") return { ok: false, reason: "price" };
  if (item.quantity !== 1) return { ok: false, reason: "quantity" };
  if (session.currency !== price.currency || item.currency !== price.currency) {
    return { ok: false, reason: "currency" };
  }
  const amount = price.unit_amount;
  if (amount === null || session.amount_total !== amount || item.amount_total !== amount) {
    return { ok: false, reason: "amount" };
  }
  return { ok: true, purchase: { priceId, amount, currency: price.currency } };
}
