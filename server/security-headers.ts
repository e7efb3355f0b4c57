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
export function contentSecurityPolicy(publicUrl: string, scripts: ScriptSources): string {
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
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(publicUrl.startsWith("https://") ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * CSP with a fresh nonce a request (React Router's inline hydration scripts carry it) and the
 * usual hardening headers. server/prerendered.ts replaces the CSP for prerendered pages.
 */
export function securityHeaders(publicUrl: string) {
  const https = publicUrl.startsWith("https://");
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(publicUrl, { nonce }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
