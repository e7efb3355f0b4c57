import { apiLocale } from "../../../i18n/detect.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { allowanceOf } from "../../../plans/rules.ts";
import { requireUser, type SessionUser } from "../../auth/session.ts";
import type { RequestContext } from "../../context.ts";
import { ProblemCode, problemResponse } from "../../http/problem.ts";

/** The signed-in Pro account behind a teams request: otherwise a thrown 401 or 403 problem. */
export async function requireTeamManager(
  request: Request,
  app: RequestContext,
): Promise<{ user: SessionUser; locale: Locale }> {
  const locale = apiLocale(request);
  const user = await requireUser(request, app);
  if (!allowanceOf(user.isPaid).teams) {
    throw problemResponse({
      code: ProblemCode.ProRequired,
      messageKey: "problems.teamsNeedPro",
      locale,
    });
  }
  return { user, locale };
}
