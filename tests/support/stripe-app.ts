import { freePort } from "./free-port.ts";
import { type RunningServer, startServer } from "./server.ts";
import { type FakeStripe, type Price, startFakeStripe } from "./stripe-server.ts";

export type StripeApp = { stripe: FakeStripe; server: RunningServer; url: string };

/**
 * The built server selling Pro through the test Stripe server (its SDK pointed at it, the
 * webhook wired back): `host` is how the tests reach it (its PUBLIC_URL).
 */
export async function startAppWithStripe({
  host = "127.0.0.1",
  env = {},
  prices,
}: {
  host?: string;
  env?: Record<string, string>;
  /** what the Stripe account sells (default: price_pro only); Pro is `price_pro` */
  prices?: Price[];
} = {}): Promise<StripeApp> {
  const secretKey = "sk_test_paraph";
  const stripe = await startFakeStripe({ secretKey, webhookSecret: "whsec_paraph", prices });
  const port = await freePort();
  const url = `http://${host}:${port}`;
  const server = await startServer({
    PORT: String(port),
    PUBLIC_URL: url,
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: "whsec_paraph",
    STRIPE_PRICE_ID: "price_pro",
    STRIPE_API_URL: stripe.url,
    ...env,
  });
  stripe.setWebhookUrl(`${url}/api/stripe/webhook`);
  return { stripe, server, url };
}

export async function stopAppWithStripe(app: StripeApp | undefined): Promise<void> {
  await app?.server.stop();
  await app?.stripe.close();
}
