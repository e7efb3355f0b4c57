import type { AppServices } from "../../.server/context.ts";
import { ProblemCode, problemResponse } from "../../.server/http/problem.ts";
import { effectiveIsPaid } from "../../billing/effective-plan.ts";
import { apiLocale } from "../../i18n/detect.ts";
import { DEFAULT_LOCALE, isLocale } from "../../i18n/locales.ts";
import type { Auth } from "./auth.server.ts";
import type { SessionUser } from "./session-user.ts";

export type { SessionUser } from "./session-user.ts";

/** The name of Better Auth's session cookie (`__Secure-` prefixed on HTTPS), once known. */
const cookieNames = new WeakMap<Auth, string>();
async function sessionCookieName(auth: Auth): Promise<string> {
  const known = cookieNames.get(auth);
  if (known) return known;
  const name = (await auth.$context).authCookies.sessionToken.name;
  cookieNames.set(auth, name);
  return name;
}

/**
 * The signed-in user of `request` (session cookie), or null: from the session cache
 * (session-cache.ts), else from Better Auth, with its plan on this instance (effective-plan.ts).
 */
export async function getSessionUser(
  request: Request,
  { auth, sessions, config }: Pick<AppServices, "auth" | "sessions" | "config">,
): Promise<SessionUser | null> {
  const user = await sessionUserOf(request, auth, sessions);
  if (!user || user.isPaid) return user;
  const isPaid = effectiveIsPaid(config, user.isPaid);
  return isPaid ? { ...user, isPaid } : user;
}

async function sessionUserOf(
  request: Request,
  auth: Auth,
  sessions: AppServices["sessions"],
): Promise<SessionUser | null> {
  return sessions.cache.lookup(
    request.headers.get("cookie"),
    cookieNames.get(auth) ?? (await sessionCookieName(auth)),
    async () => {
      const session = await auth.api.getSession({ headers: request.headers });
      if (!session) return null;
      const { user } = session;
      return {
        user: {
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          isPaid: user.isPaid === true,
          hasFreeTemplate: user.hasFreeTemplate !== false,
          locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
        },
        expiresAt: session.session.expiresAt,
      };
    },
  );
}

/** The signed-in user, or a thrown 401 problem+json `No authenticated user`. */
export async function requireUser(
  request: Request,
  app: Pick<AppServices, "auth" | "sessions" | "config">,
): Promise<SessionUser> {
  const user = await getSessionUser(request, app);
  if (user) return user;
  throw problemResponse({
    code: ProblemCode.Unauthorized,
    messageKey: "auth.noAuthenticatedUser",
    locale: apiLocale(request),
  });
}
