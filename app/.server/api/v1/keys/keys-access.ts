import { apiLocale } from "../../../../i18n/detect.ts";
import type { Locale } from "../../../../i18n/locales.ts";
import { allowanceOf } from "../../../../plans/rules.ts";
import { bearerToken } from "../../../api-keys/caller.ts";
import { requireUser, type SessionUser } from "../../../auth/session.ts";
import type { RequestContext } from "../../../context.ts";
import { ProblemCode, problemResponse } from "../../../http/problem.ts";

/**
 * Keys are managed from a signed-in browser (a leaked key must not mint others) by a Pro
 * account: otherwise a thrown 401 or 403 problem.
 */
export async function requireKeyManager(
  request: Request,
  app: RequestContext,
): Promise<{ user: SessionUser; locale: Locale }> {
  const locale = apiLocale(request);
  if (bearerToken(request) !== null) {
    throw problemResponse({
      code: ProblemCode.Forbidden,
      messageKey: "problems.keysNeedSession",
      locale,
    });
  }
  const user = await requireUser(request, app);
  if (!allowanceOf(user.isPaid).apiKeys) {
    throw problemResponse({
      code: ProblemCode.ProRequired,
      messageKey: "problems.keysNeedPro",
      locale,
    });
  }
  return { user, locale };
}
