import { redirect } from "react-router";
import type { RequestContext } from "../../.server/context.ts";
import { getSessionUser, type SessionUser } from "../../accounts/.server/index.ts";
import { type Locale, localeFromPath } from "../../i18n/locales.ts";
import { pagePath } from "../../route-table.ts";
import { isEveryonePro } from "../effective-plan.ts";
import { createCheckout } from "./checkout.ts";
import { decimalPrice, formatPrice, proPrice } from "./price.ts";

// The server side of /pricing (docs/product.md#plans): what the page shows, and the checkout it starts.

/** `?checkout=start`: where sign-in sends a visitor who chose "Upgrade" while signed out. */
export const START_CHECKOUT = "start";
/** `?checkout=cancelled`: Stripe's cancel_url. */
export const CHECKOUT_CANCELLED = "cancelled";

export type PricingView = {
  /** how Pro is obtained here */
  sale: "stripe" | "notSold" | "everyoneIsPro";
  /** the Pro price, and nothing in the same currency for the Free column */
  price: { label: string; free: string; decimal: string; currency: string } | null;
  signedIn: boolean;
  isPro: boolean;
  cancelled: boolean;
  checkoutFailed: boolean;
  /** where a signed-out visitor's "Upgrade" goes: sign-up, then back to checkout */
  signUpPath: string;
};

export async function pricingView(request: Request, app: RequestContext): Promise<PricingView> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const user = await getSessionUser(request, app);
  const sale = isEveryonePro(app.config)
    ? "everyoneIsPro"
    : app.config.stripe
      ? "stripe"
      : "notSold";
  let checkoutFailed = false;
  if (
    sale === "stripe" &&
    url.searchParams.get("checkout") === START_CHECKOUT &&
    user &&
    !user.isPaid
  ) {
    const started = await checkoutRedirect(app, user, locale).catch((error: unknown) => {
      app.log.error("checkout not started", { error });
      return null;
    });
    if (started) throw started;
    checkoutFailed = true;
  }
  const { stripe } = app.config;
  const price = sale === "stripe" && stripe ? await proPrice(stripe, app.log) : null;
  const next = `${pagePath("pricing", locale)}?checkout=${START_CHECKOUT}`;
  const intlLocale = locale === "fr" ? "fr-FR" : "en-US";
  return {
    sale,
    price: price && {
      label: formatPrice(price, intlLocale),
      free: formatPrice({ amount: 0, currency: price.currency }, intlLocale),
      decimal: decimalPrice(price),
      currency: price.currency,
    },
    signedIn: user !== null,
    isPro: user?.isPaid ?? false,
    cancelled: url.searchParams.get("checkout") === CHECKOUT_CANCELLED,
    checkoutFailed,
    signUpPath: `${pagePath("signup", locale)}?next=${encodeURIComponent(next)}`,
  };
}

export type CheckoutFailure = { checkoutFailed: true };

/**
 * POST /pricing: a 303 to Stripe Checkout for a signed-in Free account; to sign-up (coming
 * back here) when signed out; back to the page when already Pro or nothing is sold.
 */
export async function startCheckout(
  request: Request,
  app: RequestContext,
): Promise<Response | CheckoutFailure> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const user = await getSessionUser(request, app);
  const pricing = pagePath("pricing", locale);
  if (!app.config.stripe || isEveryonePro(app.config) || user?.isPaid)
    return redirect(pricing, 303);
  if (!user) {
    const next = `${pricing}?checkout=${START_CHECKOUT}`;
    return redirect(`${pagePath("signup", locale)}?next=${encodeURIComponent(next)}`, 303);
  }
  try {
    return await checkoutRedirect(app, user, locale);
  } catch (error) {
    app.log.error("checkout not started", { error });
    return { checkoutFailed: true };
  }
}

async function checkoutRedirect(
  app: RequestContext,
  user: SessionUser,
  locale: Locale,
): Promise<Response> {
  if (!app.config.stripe) throw new Error("Stripe is not configured");
  const url = await createCheckout(app.config.stripe, app.config.publicUrl, user, locale);
  return redirect(url, 303);
}
