import type { RequestContext } from "../../.server/context.ts";
import type { SessionUser } from "../../accounts/.server/index.ts";
import type { Locale } from "../../i18n/locales.ts";
import { isEveryonePro } from "../effective-plan.ts";
import { readProDetails } from "./pro-grants.ts";

/** The account page's plan section (docs/product.md#pages): plan, since when, receipt, how to upgrade. */
export type PlanSummary =
  | { plan: "free"; canBuy: boolean }
  | { plan: "pro"; since: string | null; byOperator: boolean; receiptUrl: string | null }
  | { plan: "everyoneIsPro" };

export async function planSummary(
  app: RequestContext,
  user: SessionUser,
  locale: Locale,
): Promise<PlanSummary> {
  if (isEveryonePro(app.config)) return { plan: "everyoneIsPro" };
  if (!user.isPaid) return { plan: "free", canBuy: app.config.stripe !== null };
  const details = await readProDetails(app.db, user.id);
  return {
    plan: "pro",
    // formatted here: the server and the browser must print the same date
    since: details
      ? new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", { dateStyle: "long" }).format(
          new Date(details.since),
        )
      : null,
    byOperator: details?.source === "operator",
    receiptUrl: details?.receiptUrl ?? null,
  };
}
