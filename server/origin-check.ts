import type { NextFunction, Request, Response } from "express";
import { problemFor } from "../app/.server/http/problem.ts";
import { localeFromAcceptLanguage, localeFromCookie } from "../app/i18n/detect.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request whose Origin is another site (CSRF). Browsers always send
 * Origin on such requests; API clients without one (curl, SDKs) carry no cookies to abuse.
 */
export function originCheck(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return async (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (SAFE_METHODS.has(req.method) || origin === undefined) return next();
    const own = `${req.protocol}://${req.get("host")}`;
    if (origin === allowed || origin === own) return next();
    const locale =
      localeFromCookie(req.headers.cookie ?? null) ??
      localeFromAcceptLanguage(req.headers["accept-language"] ?? null) ??
      "en";
    const response = problemFor("forbidden", locale);
    res.status(response.status);
    response.headers.forEach((value, key) => {
      res.setHeader(key, value);
    });
    res.send(await response.text());
  };
}
