import { forwardToAuth } from "../../.server/auth/handler.ts";
import { getApp } from "../../.server/context.ts";
import { problemFor } from "../../.server/http/problem.ts";
import { preferredLocale } from "../../i18n/detect.ts";
import type { Route } from "./+types/auth";

// Accounts are created through POST /api/auth/register only, which enforces the terms.
const THIN_ROUTE_ONLY = new Set(["/api/auth/sign-up/email"]);

function handle(request: Request, context: Route.LoaderArgs["context"]) {
  if (THIN_ROUTE_ONLY.has(new URL(request.url).pathname)) {
    return problemFor("notFound", preferredLocale(request));
  }
  return forwardToAuth(getApp(context), request);
}

// GET /api/auth/* – Better Auth (session, verify-email, OAuth callbacks)
export function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context);
}

// POST /api/auth/* – Better Auth (sign-in, sign-out, change/reset password, revoke sessions…)
export function action({ request, context }: Route.ActionArgs) {
  return handle(request, context);
}
