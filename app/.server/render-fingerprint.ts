import { createHash } from "node:crypto";
import { showsOperatorPlaceholders } from "../legal/.server/index.ts";
import { PRERENDER_HOST } from "../seo/prerender.ts";
import type { Config } from "./env.ts";

/**
 * A short hash of the configuration that rendered HTML depends on: the product name, what
 * the legal pages state (operator details, contact address and limit, photo retention), the
 * public URL's scheme — never a secret. The host is left out (and wherever it appears, as in
 * the default contact address, it counts as the placeholder host): prerendered files get the
 * server's own host when they are served (app/seo/prerender.ts). Prerendered pages carry the
 * build's value; the server serves them only when its own value is the same.
 */
export function renderFingerprint(config: Config): string {
  const { publicUrl, appName, contactEmail, operator, contactRateLimit, photoRetentionDays } =
    config;
  const url = new URL(publicUrl);
  const rendered = JSON.stringify({
    scheme: url.protocol,
    appName,
    contactEmail,
    operator,
    googleEnabled: config.google !== null,
    proForEveryone: config.proForEveryone,
    apiRateLimit: config.apiRateLimit,
    contactRateLimit,
    photoRetentionDays,
    // only when true, so that every other configuration keeps its fingerprint
    ...(showsOperatorPlaceholders(config) && { operatorPlaceholders: true }),
  })
    .replaceAll(url.host, PRERENDER_HOST)
    .replaceAll(url.hostname, PRERENDER_HOST);
  return createHash("sha256").update(rendered).digest("base64url").slice(0, 16);
}
