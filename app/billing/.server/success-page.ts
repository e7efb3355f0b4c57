import type { RequestContext } from "../../.server/context.ts";
import { getSessionUser, publicUser } from "../../accounts/.server/index.ts";
import { localeFromPath } from "../../i18n/locales.ts";
import { pagePath } from "../../route-table.ts";
import { applyCheckoutSession } from "./checkout.ts";
import { readProDetails } from "./pro-grants.ts";

// The server side of /success?session_id= (docs/product.md#plans): the session is read from Stripe, and
// only a paid purchase of Pro created for the signed-in user confirms (and, if the webhook has
// not yet, grants) Pro. Everything else grants nothing and says why.

export type SuccessView =
  | {
      status: "paid";
      /** the signed-in user as the browser keeps it, now Pro */
      user: ReturnType<typeof publicUser>;
      receiptUrl: string | null;
    }
  | {
      status:
        | "unpaid"
        | "expired"
        | "notFound"
        | "foreign"
        | "notPro"
        | "refunded"
        | "unavailable"
        | "notSold";
    }
  | { status: "signedOut"; loginPath: string };

export async function successView(request: Request, app: RequestContext): Promise<SuccessView> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const { stripe } = app.config;
  if (!stripe) return { status: "notSold" };
  const sessionId = url.searchParams.get("session_id") ?? "";
  const user = await getSessionUser(request, app);
  if (!user) {
    const back = `${url.pathname}${url.search}`;
    return {
      status: "signedOut",
      loginPath: `${pagePath("login", locale)}?next=${encodeURIComponent(back)}`,
    };
  }
  let check: Awaited<ReturnType<typeof applyCheckoutSession>>;
  try {
    check = await applyCheckoutSession(stripe, app.db, sessionId, user.id);
  } catch (error) {
    app.log.error("checkout session not verified", { error });
    return { status: "unavailable" };
  }
  switch (check.status) {
    case "paid": {
      if (check.outcome === "granted") await app.sessions.userChanged(user.id);
      if (check.outcome === "refundedEarlier") return { status: "refunded" };
      const details = await readProDetails(app.db, user.id);
      if (!details) return { status: "refunded" };
      return {
        status: "paid",
        user: publicUser({ ...user, isPaid: true }),
        receiptUrl: details.receiptUrl,
      };
    }
    case "unknownUser":
      return { status: "notFound" };
    case "notPro":
      app.log.warn("checkout session is not a Pro purchase", { sessionId, reason: check.reason });
      return { status: "notPro" };
    default:
      return { status: check.status };
  }
}
