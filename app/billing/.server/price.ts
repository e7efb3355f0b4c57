import type { StripeConfig } from "../../.server/env.ts";
import type { Logger } from "../../.server/log.ts";
import { stripeClient } from "./stripe-client.ts";

export type ProPrice = { amount: number; currency: string };

const FRESH_MS = 10 * 60_000;
const RETRY_MS = 30_000;

type Cached = { price: ProPrice | null; until: number; pending?: Promise<ProPrice | null> };
const cache = new WeakMap<StripeConfig, Cached>();

/**
 * The Pro plan's price as its Stripe Price says (amount in the currency's minor unit),
 * cached ten minutes; null when Stripe cannot tell (the pricing page then says so). A failed
 * read keeps the last known price and is tried again after 30 s.
 */
export async function proPrice(
  config: StripeConfig,
  log: Logger,
  now = Date.now(),
): Promise<ProPrice | null> {
  const cached = cache.get(config);
  if (cached && cached.until > now) return cached.price;
  if (cached?.pending) return cached.pending;
  const pending = readPrice(config).then(
    (price) => {
      cache.set(config, { price, until: now + FRESH_MS });
      return price;
    },
    (error: unknown) => {
      log.warn("stripe price unavailable", { error });
      const price = cached?.price ?? null;
      cache.set(config, { price, until: now + RETRY_MS });
      return price;
    },
  );
  cache.set(config, { price: cached?.price ?? null, until: 0, pending });
  return pending;
}

async function readPrice(config: StripeConfig): Promise<ProPrice | null> {
  const stripe = await stripeClient(config);
  const price = await stripe.prices.retrieve(config.priceId);
  if (price.unit_amount === null) return null;
  return { amount: price.unit_amount, currency: price.currency };
}

/** Intl formatting of a Stripe amount (minor units) for a page's locale. */
export function formatPrice({ amount, currency }: ProPrice, locale: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const value = amount / 10 ** digits;
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** The amount as a decimal number of the currency's major unit ("29.00"), for schema.org. */
export function decimalPrice({ amount, currency }: ProPrice): string {
  const digits =
    new Intl.NumberFormat("en", {
      style: "currency",
      currency: currency.toUpperCase(),
    }).resolvedOptions().maximumFractionDigits ?? 2;
  return (amount / 10 ** digits).toFixed(digits);
}
