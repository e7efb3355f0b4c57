import { Link } from "react-router";
import { getApp } from "../.server/context.ts";
import { successView } from "../billing/.server/index.ts";
import { unlockedByPro } from "../billing/pricing-table.ts";
import { primaryButton, secondaryButton } from "../components/form-fields.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { TEMPLATES } from "../signature/templates.ts";
import type { Route } from "./+types/success";

// GET /success?session_id=, /fr/success?session_id= – back from Stripe Checkout: the session
// is verified on the server (app/billing/.server/success-page.ts). The page is not hydrated:
// its script (app/islands/store-plan.ts) keeps the now-Pro user in this browser, and no
// sign-in or sign-out event rewrites it meanwhile (docs/product.md#plans).

export function loader({ request, context }: Route.LoaderArgs) {
  return successView(request, getApp(context));
}

const UNLOCKED = unlockedByPro();

export default function SuccessPage({ loaderData: view }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { appName } = usePublicConfig();
  const proTemplates = TEMPLATES.filter((template) => template.pro)
    .map((template) => t(template.nameKey))
    .join(", ");
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <PageMeta
        title={t("pricing.success.metaTitle", { appName })}
        description={t("pricing.success.metaDescription", { appName })}
      />
      {view.status === "paid" ? (
        <>
          <div data-signed-in-user={JSON.stringify(view.user)} hidden />
          <h1 className="text-4xl font-bold tracking-tight text-ink">
            {t("pricing.success.paidHeading")}
          </h1>
          <p role="status" className="mt-3 text-lg text-slate-700">
            {t("pricing.success.paidLead")}
          </p>
          <h2 className="mt-8 text-xl font-semibold">{t("pricing.success.unlockedHeading")}</h2>
          <ul className="mt-3 flex flex-col gap-2 text-slate-800">
            {UNLOCKED.map((key) => (
              <li key={key} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700">
                  ✓
                </span>
                {t(key, { appName, templates: proTemplates })}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Link to={pagePath("create", locale)} className={primaryButton}>
              {t("pricing.success.openEditor")}
            </Link>
            {view.receiptUrl && (
              <a href={view.receiptUrl} className={secondaryButton} rel="noopener">
                {t("pricing.success.receipt")}
              </a>
            )}
          </div>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-ink">
            {t("pricing.success.failedHeading")}
          </h1>
          <p role="alert" className="mt-3 text-lg text-slate-700">
            {t(`pricing.success.${view.status}`, { appName })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {view.status === "signedOut" && (
              <Link to={view.loginPath} className={primaryButton}>
                {t("pricing.success.signIn")}
              </Link>
            )}
            <Link to={pagePath("pricing", locale)} className={secondaryButton}>
              {t("pricing.success.backToPricing")}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
