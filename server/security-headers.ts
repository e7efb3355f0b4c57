import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * Which inline scripts may run: those carrying this response's nonce (pages rendered per
 * request), or those whose SHA-256 is listed (prerendered pages, which cannot know a nonce).
 */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

/**
 * The Content-Security-Policy. Inline style attributes are allowed: the signature preview is
 * email HTML, which is inline styles by nature.
 */
export function contentSecurityPolicy(
  publicUrl: string,
  scripts: ScriptSources,
  formTargets: readonly string[] = [],
): string {
  const inline =
    "nonce" in scripts
      ? [`'nonce-${scripts.nonce}'`]
      : scripts.hashes.map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline].join(" "),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${new URL(publicUrl).origin}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
    ...(publicUrl.startsWith("https://") ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** What pages and service answers share: no sniffing, no framing, little referrer, HSTS. */
function commonHeaders(publicUrl: string): Array<[string, string]> {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
    ...(publicUrl.startsWith("https://")
      ? [["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as [string, string]]
      : []),
  ];
}

/**
 * The CSP of everything the service router answers (JSON, problem+json, photos, the build id):
 * nothing is a page, so nothing may load, run or frame it. A handler may send its own (the
 * signature's HTML does).
 */
export const SERVICE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The fixed headers of every service answer (server/service-router.ts), computed once: no nonce
 * (no inline script to allow), the same hardening as pages otherwise.
 */
export function serviceSecurityHeaders(publicUrl: string): ReadonlyArray<[string, string]> {
  return [["Content-Security-Policy", SERVICE_CSP], ...commonHeaders(publicUrl)];
}

/** Stripe Checkout's pages, where the pricing page's form leads (docs/product.md#plans). */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/**
 * CSP with a fresh nonce a request (React Router's inline hydration scripts carry it) and the
 * usual hardening headers. server/prerendered.ts replaces the CSP for prerendered pages.
 * `formTargets`: other origins a form's answer may redirect to (the payment page).
 */
export function securityHeaders(publicUrl: string, formTargets: readonly string[] = []) {
  const common = commonHeaders(publicUrl);
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(publicUrl, { nonce }, formTargets),
    );
    for (const [name, value] of common) res.setHeader(name, value);
    next();
  };
}
