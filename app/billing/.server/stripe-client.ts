import type Stripe from "stripe";
import type { StripeConfig } from "../../.server/env.ts";

// One Stripe client per configuration, loaded at first use: the SDK costs start-up time
// and most requests never need it (docs/decisions/018).
const clients = new WeakMap<StripeConfig, Promise<Stripe>>();

export function stripeClient(config: StripeConfig): Promise<Stripe> {
  let client = clients.get(config);
  if (!client) {
    client = import("stripe").then(({ default: StripeSdk }) => {
      const api = config.apiUrl ? new URL(config.apiUrl) : null;
      return new StripeSdk(config.secretKey, {
        maxNetworkRetries: 2,
        timeout: 15_000,
        telemetry: false,
        ...(api && {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? "https" : "http",
        }),
      });
    });
    clients.set(config, client);
  }
  return client;
}
