import { z } from "zod";
import { AUTH_BODY_MAX_BYTES, callAuth } from "../../../.server/auth/handler.ts";
import { authResultResponse, toAuthResult } from "../../../.server/auth/login-result.ts";
import { getApp } from "../../../.server/context.ts";
import { readJsonBody } from "../../../.server/http/json-body.ts";
import {
  methodNotAllowed,
  ProblemCode,
  problemFor,
  problemResponse,
} from "../../../.server/http/problem.ts";
import { preferredLocale } from "../../../i18n/detect.ts";
import type { Route } from "./+types/login";

const LoginBodySchema = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
  rememberMe: z.boolean().optional(),
});

// POST /api/auth/login – sign in with email and password → {uid, email, emailVerified}
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const app = getApp(context);
  const locale = preferredLocale(request);
  const body = await readJsonBody(request, LoginBodySchema, {
    maxBytes: AUTH_BODY_MAX_BYTES,
    locale,
  });
  if (body instanceof Response) return body;

  const response = await callAuth(app, request, "/sign-in/email", {
    email: body.email,
    password: body.password,
    // Better Auth's default is a persistent cookie; the seed's default is a browser session.
    rememberMe: body.rememberMe ?? false,
  });
  if (response.status === 429) return response; // already our problem+json
  if (response.ok) {
    const result = await toAuthResult(response);
    if (result) return authResultResponse(result, response, 200);
    app.log.error("sign-in answered without a user");
    return problemResponse({
      code: ProblemCode.InternalError,
      messageKey: "auth.loginFailed",
      locale,
    });
  }
  // Unknown email, wrong password, malformed email: one answer (DESIGN §6).
  if (response.status === 400 || response.status === 401) {
    return problemResponse({
      code: ProblemCode.Unauthorized,
      messageKey: "auth.invalidCredentials",
      locale,
    });
  }
  if (response.status === 403) return problemFor("forbidden", locale);
  app.log.error("sign-in failed", { status: response.status });
  return problemFor("internalError", locale);
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}
