import { apiLocale } from "../../../i18n/detect.ts";
import { forwardToAuth } from "../../auth/handler.ts";
import { problemFor } from "../../http/problem.ts";
import type { ApiArgs } from "../router.ts";

// Accounts are created through POST /api/auth/register only, which enforces the terms, and
// passwords are tried through POST /api/auth/login only, which throttles per account.
const THIN_ROUTE_ONLY = new Set(["/api/auth/sign-up/email", "/api/auth/sign-in/email"]);

// GET, POST /api/auth/* – Better Auth (session, verify-email, OAuth callbacks, sign-out,
// change/reset password, revoke sessions…)
export function handleBetterAuth({ request, app }: ApiArgs): Promise<Response> | Response {
  if (THIN_ROUTE_ONLY.has(new URL(request.url).pathname)) {
    return problemFor("notFound", apiLocale(request));
  }
  return forwardToAuth(app, request);
}
