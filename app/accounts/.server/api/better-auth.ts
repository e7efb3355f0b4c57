import { endpoint } from "../../../.server/api/endpoint.ts";
import { problemFor } from "../../../.server/http/problem.ts";
import { AUTH_BODY_MAX_BYTES, forwardToAuth } from "../handler.ts";

// GET, POST /api/auth/* – Better Auth (session, verify-email, OAuth callbacks, sign-out,
// change/reset password, revoke sessions…), each path within its own rate limit
export const betterAuth = endpoint(
  { rateLimit: { auth: "*" }, body: { kind: "text", maxBytes: AUTH_BODY_MAX_BYTES } },
  ({ request, app, locale, body }) => forwardToAuth(app, request, body, locale),
);

// POST /api/auth/sign-up/email, /api/auth/sign-in/email – closed: accounts are created
// through POST /api/auth/register only, which enforces the terms, and passwords are tried
// through POST /api/auth/login only, which throttles per account.
export const closedAuthPath = endpoint({}, ({ locale }) => problemFor("notFound", locale));
