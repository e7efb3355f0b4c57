import { createHash } from "node:crypto";
import type { Config } from "./env.ts";

/**
 * A short hash of the configuration that rendered HTML depends on: the public URL, the
 * product name, and what the legal pages state (operator details, contact limit, photo
 * retention) — never a secret. Prerendered
 * pages carry the build's value; the server serves them only when its own value is the same.
 */
export function renderFingerprint(config: Config): string {
  const { publicUrl, appName, contactEmail, operator, contactRateLimit, photoRetentionDays } =
    config;
  const googleEnabled = config.google !== null;
  const rendered = {
    publicUrl,
    appName,
    contactEmail,
    operator,
    googleEnabled,
    contactRateLimit,
    photoRetentionDays,
  };
  return createHash("sha256").update(JSON.stringify(rendered)).digest("base64url").slice(0, 16);
}
