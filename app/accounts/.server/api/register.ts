import { z } from "zod";
import { endpoint } from "../../../.server/api/endpoint.ts";
import { ProblemCode, problemFor, problemResponse } from "../../../.server/http/problem.ts";
import { LOCALES } from "../../../i18n/locales.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../auth.server.ts";
import { AUTH_BODY_MAX_BYTES, callAuth } from "../handler.ts";
import { accountPath } from "../links.ts";
import { authResultResponse, betterAuthErrorCode, toAuthResult } from "../login-result.ts";

const RegisterBodySchema = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
  acceptTerms: z.boolean().optional(),
  /** the page's locale, for the account's mails; default: the request's */
  locale: z.enum(LOCALES).optional(),
});

// POST /api/auth/register – create an account (signed in at once) → 201 {uid, email, emailVerified}
export const register = endpoint(
  {
    rateLimit: { auth: "/sign-up/email" },
    body: { kind: "json", schema: RegisterBodySchema, maxBytes: AUTH_BODY_MAX_BYTES },
  },
  async ({ request, app, locale: requestLocale, body }) => {
    const invalid = (
      messageKey: Parameters<typeof problemResponse>[0]["messageKey"],
      count?: number,
    ) =>
      problemResponse({
        code: ProblemCode.ValidationFailed,
        messageKey,
        values: count === undefined ? undefined : { count },
        locale: requestLocale,
      });
    if (body.acceptTerms !== true) return invalid("auth.termsNotAccepted");
    if (!z.email().safeParse(body.email).success) return invalid("auth.invalidEmail");
    if (body.password.length < MIN_PASSWORD_LENGTH) {
      return invalid("auth.passwordTooShort", MIN_PASSWORD_LENGTH);
    }
    if (body.password.length > MAX_PASSWORD_LENGTH) {
      return invalid("auth.passwordTooLong", MAX_PASSWORD_LENGTH);
    }

    const locale = body.locale ?? requestLocale;
    // the verification mail in the account's language (ADR 034: the language the page sent)
    const headers = new Headers(request.headers);
    headers.set("accept-language", locale);
    const asked = new Request(request.url, { method: "POST", headers });
    const response = await callAuth(app, asked, "/sign-up/email", {
      email: body.email,
      password: body.password,
      name: "",
      locale,
      callbackURL: accountPath(locale),
    });
    if (response.ok) {
      const result = await toAuthResult(response);
      if (result) return authResultResponse(result, response, 201);
      app.log.error("sign-up answered without a user");
      return problemResponse({
        code: ProblemCode.InternalError,
        messageKey: "auth.registrationFailed",
        locale: requestLocale,
      });
    }
    const code = await betterAuthErrorCode(response);
    if (code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      return problemResponse({
        code: ProblemCode.Conflict,
        messageKey: "auth.emailUnavailable",
        locale: requestLocale,
      });
    }
    if (response.status === 403) return problemFor("forbidden", requestLocale);
    if (response.status === 400) return problemFor("validationFailed", requestLocale);
    app.log.error("sign-up failed", { status: response.status, code });
    return problemFor("internalError", requestLocale);
  },
);
