import { generateKeyPairSync } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type ClientMetadata, type JWK } from "oidc-provider";
import { createOidcStore } from "./oidc-store.ts";

export type TestIssuer = { issuer: string; discoveryUrl: string; close(): Promise<void> };

/**
 * A real OpenID Connect provider on loopback standing in for Google (ADR 006): in memory, one
 * confidential client (client_secret_post, PKCE required), a fresh RSA key, a store of its own
 * (oidc-store.ts); it logs in the `login_hint` email (else `defaultEmail`) with a verified
 * address and consents by itself.
 */
export async function startTestIssuer(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  defaultEmail?: string;
}): Promise<TestIssuer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: "jwk" }),
    kid: "test-key",
    alg: "RS256",
    use: "sig",
  };
  const client: ClientMetadata = {
    client_id: options.clientId,
    client_secret: options.clientSecret,
    redirect_uris: [options.redirectUri],
    grant_types: ["authorization_code"],
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_post",
  };

  const provider = new Provider(issuer, {
    adapter: createOidcStore(),
    clients: [client],
    jwks: { keys: [jwk as JWK] },
    cookies: { keys: ["test-issuer-cookie-key"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    pkce: { required: () => true },
    // explicit lifetimes keep oidc-provider from printing a notice for each default
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    // the email is the account id: one stable `sub` per test user
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: true, name: sub.split("@")[0] }),
    }),
  });

  const callback = provider.callback();
  server.on("request", async (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      let result: Parameters<typeof provider.interactionFinished>[2];
      if (details.prompt.name === "login") {
        const hint = details.params.login_hint;
        const email =
          typeof hint === "string" && hint
            ? hint
            : (options.defaultEmail ?? "google.user@example.com");
        result = { login: { accountId: email } };
      } else {
        const grant = new provider.Grant({
          accountId: details.session?.accountId,
          clientId: String(details.params.client_id),
        });
        const missing = details.prompt.details as {
          missingOIDCScope?: string[];
          missingOIDCClaims?: string[];
        };
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
        result = { consent: { grantId: await grant.save() } };
      }
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
