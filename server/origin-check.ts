import type { NextFunction, Request, Response } from "express";
import { problemFor } from "../app/.server/http/problem.ts";
import { localeFromAcceptLanguage, localeFromCookie } from "../app/i18n/detect.ts";
import { DEFAULT_LOCALE } from "../app/i18n/locales.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request from another site (CSRF), judged by the first of these
 * the browser sent: `Origin`; then `Sec-Fetch-Site` (anything but same-origin, or none for a
 * request the user typed); then the origin of `Referer`. A request with none of them comes
 * from no browser (curl, SDKs) and carries no cookies a third site could abuse.
 */
export function originCheck(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const own = `${req.protocol}://${req.get("host")}`;
    if (isSameSite(req, (origin) => origin === allowed || origin === own)) return next();
    // As every API answer (apiLocale): Accept-Language, then the cookie.
    const locale =
      localeFromAcceptLanguage(req.headers["accept-language"] ?? null) ??
      localeFromCookie(req.headers.cookie ?? null) ??
      DEFAULT_LOCALE;
    const response = problemFor("forbidden", locale);
    res.status(response.status);
    response.headers.forEach((value, key) => {
      res.setHeader(key, value);
    });
    res.send(await response.text());
  };
}

function isSameSite(req: Request, isOwn: (origin: string) => boolean): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) return isOwn(origin);
  const fetchSite = req.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite === "same-origin" || fetchSite === "none";
  const referer = req.headers.referer;
  if (referer === undefined) return true;
  try {
    return isOwn(new URL(referer).origin);
  } catch {
    return false;
  }
}
