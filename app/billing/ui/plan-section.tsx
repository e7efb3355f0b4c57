import { Link } from "react-router";
import { primaryButton } from "../../components/form-fields.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { usePublicConfig } from "../../hooks/use-public-config.ts";
import { Trans, useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { LINK_CLASS } from "../../legal/index.ts";
import { pagePath } from "../../route-table.ts";
import type { PlanSummary } from "../.server/plan-summary.ts";

/** The account's plan (docs/product.md#plans): Free with the way to Pro, or Pro since when, with its receipt. */
export function PlanSection({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { appName } = usePublicConfig();
  const pricing = pagePath("pricing", locale);
  return (
    <PageSection id="account-plan" heading={t("account.plan.heading")}>
      {plan.plan === "everyoneIsPro" && (
        <p className="text-slate-700">{t("account.plan.everyoneIsPro", { appName })}</p>
      )}
      {plan.plan === "free" && (
        <>
          <p className="text-slate-700" data-plan="free">
            <Trans i18nKey="account.plan.free" components={{ strong: <strong /> }} />
          </p>
          <div className="flex flex-wrap items-center gap-4">
            {plan.canBuy && (
              <Link to={pricing} reloadDocument className={primaryButton}>
                {t("account.plan.upgrade")}
              </Link>
            )}
            <Link to={pricing} reloadDocument className={LINK_CLASS}>
              {t("account.plan.compare")}
            </Link>
          </div>
        </>
      )}
      {plan.plan === "pro" && (
        <>
          <p className="text-slate-700" data-plan="pro">
            {plan.since ? (
              <Trans
                i18nKey={plan.byOperator ? "account.plan.proByOperator" : "account.plan.pro"}
                values={{ date: plan.since }}
                components={{ strong: <strong /> }}
              />
            ) : (
              <Trans i18nKey="account.plan.proNoDate" components={{ strong: <strong /> }} />
            )}
          </p>
          <div className="flex flex-wrap items-center gap-4">
            {plan.receiptUrl && (
              <a href={plan.receiptUrl} className={LINK_CLASS} rel="noopener">
                {t("account.plan.receipt")}
              </a>
            )}
            <Link to={pricing} reloadDocument className={LINK_CLASS}>
              {t("account.plan.compare")}
            </Link>
          </div>
        </>
      )}
    </PageSection>
  );
}
