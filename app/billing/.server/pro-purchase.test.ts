import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { proPurchaseOf } from "./pro-purchase.ts";

const PRO = { id: "price_pro", type: "one_time", unit_amount: 2900, currency: "eur" };

/** A paid session of `lines` (price, quantity), totals as Stripe computes them. */
function session(
  lines: Array<{ price: typeof PRO; quantity: number }>,
  extra: Record<string, unknown> = {},
): Stripe.Checkout.Session {
  const data = lines.map(({ price, quantity }) => ({
    object: "item",
    price,
    quantity,
    currency: price.currency,
    amount_total: price.unit_amount * quantity,
  }));
  return {
    object: "checkout.session",
    mode: "payment",
    payment_status: "paid",
    currency: lines[0]?.price.currency ?? "eur",
    amount_total: data.reduce((sum, line) => sum + line.amount_total, 0),
    line_items: { object: "list", data, has_more: false },
    ...extra,
  } as unknown as Stripe.Checkout.Session;
}

describe("proPurchaseOf", () => {
  it("accepts the configured Price, once, paid in full", () => {
    expect(proPurchaseOf(session([{ price: PRO, quantity: 1 }]), "price_pro")).toEqual({
      ok: true,
      purchase: { priceId: "price_pro", amount: 2900, currency: "eur" },
    });
  });

  it("refuses another price of the same account, however it was paid", () => {
    const tip = { ...PRO, id: "price_tip", unit_amount: 1 };
    expect(proPurchaseOf(session([{ price: tip, quantity: 1 }]), "price_pro")).toEqual({
      ok: false,
      reason: "price",
    });
    const recurring = { ...PRO, type: "recurring" };
    expect(proPurchaseOf(session([{ price: recurring, quantity: 1 }]), "price_pro")).toMatchObject({
      reason: "price",
    });
  });

  it("refuses other modes, several lines or none, quantities, discounts and currencies", () => {
    const pro = [{ price: PRO, quantity: 1 }];
    const reason = (checked: Stripe.Checkout.Session) => {
      const result = proPurchaseOf(checked, "price_pro");
      return result.ok ? "ok" : result.reason;
    };
    expect(reason(session(pro, { mode: "subscription" }))).toBe("mode");
    expect(reason(session([...pro, { price: { ...PRO, id: "price_x" }, quantity: 1 }]))).toBe(
      "lineItems",
    );
    expect(reason(session([]))).toBe("lineItems");
    expect(reason(session(pro, { line_items: undefined }))).toBe("lineItems");
    expect(reason(session([{ price: PRO, quantity: 2 }]))).toBe("quantity");
    expect(reason(session(pro, { amount_total: 1 }))).toBe("amount");
    expect(reason(session(pro, { currency: "usd" }))).toBe("currency");
  });
});
