import { z } from "zod";
import { apiLocale } from "../../../i18n/detect.ts";
import { LOCALES } from "../../../i18n/locales.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../auth/auth.server.ts";
import { AUTH_BODY_MAX_BYTES, callAuth, requireAuthRateLimit } from "../../auth/handler.ts";
import { accountPath } from "../../auth/links.ts";
import { authResultResponse, betterAuthErrorCode, toAuthResult } from "../../auth/login-result.ts";
import { readJsonBody } from "../../http/json-body.ts";
import { ProblemCode, problemFor, problemResponse } from "../../http/problem.ts";
import type { ApiArgs } from "../router.ts";

const RegisterBodySchema = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
  acceptTerms: z.boolean().optional(),
  /** the page's locale, for the account's mails; default: the request's */
  locale: z.enum(LOCALES).optional(),
});

// POST /api/auth/register – create an account (signed in at once) → 201 {uid, email, emailVerified}
export async function handleRegister({ request, app }: ApiArgs): Promise<Response> {
  const requestLocale = apiLocale(request);
  const body = await readJsonBody(request, RegisterBodySchema, {
    maxBytes: AUTH_BODY_MAX_BYTES,
    locale: requestLocale,
  });
  if (body instanceof Response) return body;
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
  await requireAuthRateLimit(app, request, "/sign-up/email");
  const response = await callAuth(app, request, "/sign-up/email", {
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
}
