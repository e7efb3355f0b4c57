import { preferredLocale } from "../../i18n/detect.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../i18n/locales.ts";
import type { AppServices } from "../context.ts";
import { ProblemCode, problemResponse } from "../http/problem.ts";

export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  isPaid: boolean;
  hasFreeTemplate: boolean;
  locale: Locale;
};

/** The signed-in user of `request` (session cookie), or null. */
export async function getSessionUser(
  request: Request,
  { auth }: Pick<AppServices, "auth">,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    isPaid: user.isPaid === true,
    hasFreeTemplate: user.hasFreeTemplate !== false,
    locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
  };
}

/** The signed-in user, or a thrown 401 problem+json `No authenticated user`. */
export async function requireUser(
  request: Request,
  app: Pick<AppServices, "auth">,
): Promise<SessionUser> {
  const user = await getSessionUser(request, app);
  if (user) return user;
  throw problemResponse({
    code: ProblemCode.Unauthorized,
    messageKey: "auth.noAuthenticatedUser",
    locale: preferredLocale(request),
  });
}
