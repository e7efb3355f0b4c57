import { z } from "zod";
import { endpoint } from "../../../.server/api/endpoint.ts";
import { ProblemCode, problemFor, problemResponse } from "../../../.server/http/problem.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { sendFailedLoginAlert } from "../failed-login-alert.ts";
import { AUTH_BODY_MAX_BYTES, callAuth } from "../handler.ts";
import { authResultResponse, toAuthResult } from "../login-result.ts";

const LoginBodySchema = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
  rememberMe: z.boolean().optional(),
});

// POST /api/auth/login – sign in with email and password → {uid, email, emailVerified}
export const login = endpoint(
  {
    rateLimit: { auth: "/sign-in/email" },
    body: { kind: "json", schema: LoginBodySchema, maxBytes: AUTH_BODY_MAX_BYTES },
  },
  async ({ request, app, locale, body }) => {
    const pausedFor = await app.loginThrottle.pausedFor(body.email);
    if (pausedFor > 0) return signInPaused(pausedFor, locale);

    const response = await callAuth(app, request, "/sign-in/email", {
      email: body.email,
      password: body.password,
      // Better Auth's default is a persistent cookie; the seed's default is a browser session.
      rememberMe: body.rememberMe ?? false,
    });
    if (response.ok) {
      const result = await toAuthResult(response);
      await app.loginThrottle.recordSuccess(body.email);
      if (result) return authResultResponse(result, response, 200);
      app.log.error("sign-in answered without a user");
      return problemResponse({
        code: ProblemCode.InternalError,
        messageKey: "auth.loginFailed",
        locale,
      });
    }
    // Unknown email, wrong password, malformed email: one answer (docs/product.md#accounts).
    if (response.status === 400 || response.status === 401) {
      const { failures, alert } = await app.loginThrottle.recordFailure(body.email);
      // Not awaited: how long the answer takes must not tell whether the account exists.
      if (alert) {
        sendFailedLoginAlert(app, body.email, failures).catch((error: unknown) => {
          app.log.error("failed sign-in alert not sent", { error });
        });
      }
      return problemResponse({
        code: ProblemCode.Unauthorized,
        messageKey: "auth.invalidCredentials",
        locale,
      });
    }
    if (response.status === 403) return problemFor("forbidden", locale);
    app.log.error("sign-in failed", { status: response.status });
    return problemFor("internalError", locale);
  },
);

/** 429: this account's sign-in is paused after repeated wrong passwords. */
function signInPaused(seconds: number, locale: Locale): Response {
  return problemResponse({
    code: ProblemCode.RateLimited,
    messageKey: "auth.signInPaused",
    values: { count: seconds },
    locale,
    headers: { "retry-after": String(seconds) },
    extra: { retryAfter: seconds },
  });
}
