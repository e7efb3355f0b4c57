import { createHash } from "node:crypto";
import type { Config } from "./env.ts";

/**
 * A short hash of the configuration that rendered HTML depends on: the public URL, the
 * product name and the operator details of the legal pages (never a secret). Prerendered
 * pages carry the build's value; the server serves them only when its own value is the same.
 */
export function renderFingerprint(config: Config): string {
  const { publicUrl, appName, contactEmail, operator } = config;
  const googleEnabled = config.google !== null;
  return createHash("sha256")
    .update(JSON.stringify({ publicUrl, appName, contactEmail, operator, googleEnabled }))
    .digest("base64url")
    .slice(0, 16);
}
