import { z } from "zod";
import { AUTH_BODY_MAX_BYTES, callAuth } from "../../../.server/auth/handler.ts";
import { accountPath, loginPath } from "../../../.server/auth/links.ts";
import { getApp } from "../../../.server/context.ts";
import { readJsonBody } from "../../../.server/http/json-body.ts";
import {
  methodNotAllowed,
  ProblemCode,
  problemFor,
  problemResponse,
} from "../../../.server/http/problem.ts";
import { preferredLocale } from "../../../i18n/detect.ts";
import type { Route } from "./+types/google";

// Any `user` object the seed's client used to send is ignored: the identity comes only from
// the provider's verified id_token, in Better Auth's callback.
const GoogleBodySchema = z.object({
  /** where to land once signed in: a path on this site */
  callbackURL: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])/)
    .optional(),
});

// POST /api/auth/google – start Google sign-in → {url} to send the browser to
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const app = getApp(context);
  const locale = preferredLocale(request);
  if (!app.config.google) {
    return problemResponse({
      code: ProblemCode.NotFound,
      messageKey: "auth.googleNotConfigured",
      locale,
    });
  }
  const body = request.headers.has("content-type")
    ? await readJsonBody(request, GoogleBodySchema, { maxBytes: AUTH_BODY_MAX_BYTES, locale })
    : {};
  if (body instanceof Response) return body;

  const response = await callAuth(app, request, "/sign-in/social", {
    provider: "google",
    callbackURL: body.callbackURL ?? accountPath(locale),
    errorCallbackURL: loginPath(locale),
  });
  if (response.status === 429) return response; // already our problem+json
  const started = z.object({ url: z.url() }).safeParse(await response.json().catch(() => null));
  if (!response.ok || !started.success) {
    app.log.error("Google sign-in could not start", { status: response.status });
    return problemFor(response.status === 403 ? "forbidden" : "internalError", locale);
  }
  // The signed OAuth state cookie must reach the browser for the callback to succeed.
  const headers = new Headers({ "content-type": "application/json", "cache-control": "no-store" });
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return new Response(JSON.stringify({ url: started.data.url }), { status: 200, headers });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}
