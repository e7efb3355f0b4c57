import { z } from "zod";
import { endpoint } from "../../../.server/api/endpoint.ts";
import { ProblemCode, problemFor, problemResponse } from "../../../.server/http/problem.ts";
import { AUTH_BODY_MAX_BYTES, callAuth } from "../handler.ts";
import { accountPath, loginPath } from "../links.ts";

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
export const googleSignIn = endpoint(
  {
    rateLimit: { auth: "/sign-in/social" },
    body: {
      kind: "json",
      schema: GoogleBodySchema,
      maxBytes: AUTH_BODY_MAX_BYTES,
      whenAbsent: { callbackURL: undefined },
    },
  },
  async ({ request, app, locale, body }) => {
    if (!app.config.google) {
      return problemResponse({
        code: ProblemCode.NotFound,
        messageKey: "auth.googleNotConfigured",
        locale,
      });
    }
    const response = await callAuth(app, request, "/sign-in/social", {
      provider: "google",
      callbackURL: body.callbackURL ?? accountPath(locale),
      errorCallbackURL: loginPath(locale),
    });
    const started = z.object({ url: z.url() }).safeParse(await response.json().catch(() => null));
    if (!response.ok || !started.success) {
      app.log.error("Google sign-in could not start", { status: response.status });
      return problemFor(response.status === 403 ? "forbidden" : "internalError", locale);
    }
    // The signed OAuth state cookie must reach the browser for the callback to succeed.
    const headers = new Headers({
      "content-type": "application/json",
      "cache-control": "no-store",
    });
    for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
    return new Response(JSON.stringify({ url: started.data.url }), { status: 200, headers });
  },
);
