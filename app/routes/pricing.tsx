import { data } from "react-router";
import { getApp } from "../.server/context.ts";
import { pricingView, startCheckout } from "../billing/.server/index.ts";
import { type ComparisonCell, comparisonRows } from "../billing/pricing-table.ts";
import { PLAN_NAMES, type PlanName } from "../billing/rules.ts";
import { FaqList } from "../components/faq-list.tsx";
import { primaryButton, secondaryButton } from "../components/form-fields.tsx";
import { PageLink } from "../components/page-link.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import type { Translate } from "../i18n/translate.ts";
import { useLocale } from "../i18n/use-locale.ts";
import { LINK_CLASS } from "../legal/index.ts";
import { pagePath } from "../route-table.ts";
import { faqPageJsonLd, productJsonLd } from "../seo/json-ld.ts";
import type { Route } from "./+types/pricing";

// GET /pricing, /fr/pricing – Free and Pro side by side (generated from app/billing/rules.ts),
// the price read from Stripe, the FAQ. POST – Stripe Checkout (works without JavaScript).

export function loader({ request, context }: Route.LoaderArgs) {
  return pricingView(request, getApp(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await startCheckout(request, getApp(context));
  if (outcome instanceof Response) return outcome;
  return data(outcome, { status: 503 });
}

const FAQ = ["oneTime", "refund", "invoice", "keep", "team"] as const;

function faqItems(t: Translate) {
  return FAQ.map((key) => ({
    question: t(`pricing.faq.${key}Q`),
    answer: t(`pricing.faq.${key}A`),
  }));
}

function cellText(cell: ComparisonCell, t: Translate): string {
  switch (cell.kind) {
    case "count":
      return String(cell.value);
    default:
      return t(`pricing.cells.${cell.kind}`);
  }
}

function CellMark({ cell }: { cell: ComparisonCell }) {
  if (cell.kind === "yes")
    return (
      <span aria-hidden="true" className="text-emerald-700">
        ✓{" "}
      </span>
    );
  if (cell.kind === "no")
    return (
      <span aria-hidden="true" className="text-slate-500">
        —{" "}
      </span>
    );
  return null;
}

export default function PricingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { publicUrl, appName } = usePublicConfig();
  const view = loaderData;
  const rows = comparisonRows();
  const faq = faqItems(t);
  const failed = view.checkoutFailed || actionData?.checkoutFailed === true;
  const notice = failed
    ? { tone: "error" as const, text: t("pricing.checkoutFailed") }
    : view.cancelled
      ? { tone: "info" as const, text: t("pricing.cancelled") }
      : null;
  const site = { publicUrl, appName, locale };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <PageMeta
        title={t("pricing.metaTitle", { appName })}
        description={t("pricing.metaDescription", { appName })}
        jsonLd={[
          productJsonLd(
            site,
            {
              name: `${appName} Pro`,
              description: t("pricing.metaDescription", { appName }),
              path: pagePath("pricing", locale),
            },
            view.price && { price: view.price.decimal, currency: view.price.currency },
          ),
          faqPageJsonLd(faq),
        ]}
      />
      <header className="max-w-2xl">
        <h1 className="text-4xl font-bold tracking-tight text-ink">{t("pricing.heading")}</h1>
        <p className="mt-3 text-lg text-slate-700">{t("pricing.lead")}</p>
      </header>

      {notice && (
        <p
          role={notice.tone === "error" ? "alert" : "status"}
          data-focus-on-load=""
          tabIndex={-1}
          className={`mt-6 rounded-md p-3 ring-1 ${notice.tone === "error" ? "bg-red-50 text-red-900 ring-red-300" : "bg-sky-50 text-sky-950 ring-sky-300"}`}
        >
          {notice.text}
        </p>
      )}

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="plan-free"
          className="flex flex-col rounded-2xl p-6 ring-1 ring-slate-200"
        >
          <h2 id="plan-free" className="text-2xl font-semibold">
            {t("pricing.plans.free")}
          </h2>
          <p className="mt-3 text-4xl font-bold tracking-tight">
            {view.price?.free ?? t("pricing.freePrice")}
          </p>
          <p className="mt-1 text-slate-700">{t("pricing.freeNote")}</p>
          <PlanList plan="free" t={t} appName={appName} />
          <PageLink page="create" className={`${secondaryButton} mt-auto text-center`}>
            {t("pricing.cta.startFree")}
          </PageLink>
        </section>

        <section
          aria-labelledby="plan-pro"
          className="flex flex-col rounded-2xl bg-brand-50 p-6 ring-2 ring-brand-700"
        >
          <h2 id="plan-pro" className="text-2xl font-semibold">
            {t("pricing.plans.pro")}
          </h2>
          {view.sale === "stripe" &&
            (view.price ? (
              <>
                <p className="mt-3 text-4xl font-bold tracking-tight" data-testid="pro-price">
                  {view.price.label}
                </p>
                <p className="mt-1 text-slate-700">{t("pricing.oneTime")}</p>
              </>
            ) : (
              <p className="mt-3 text-slate-700">{t("pricing.priceUnavailable")}</p>
            ))}
          {view.sale === "notSold" && (
            <p className="mt-3 text-slate-800">{t("pricing.notSold", { appName })}</p>
          )}
          {view.sale === "everyoneIsPro" && (
            <p className="mt-3 text-slate-800">{t("pricing.everyoneIsPro", { appName })}</p>
          )}
          <PlanList plan="pro" t={t} appName={appName} />
          <div className="mt-auto">
            {view.isPro ? (
              <p className="font-semibold text-emerald-800">
                {t("pricing.cta.youArePro")}{" "}
                <PageLink page="account" className={LINK_CLASS}>
                  {t("pricing.cta.manage")}
                </PageLink>
              </p>
            ) : view.sale === "stripe" ? (
              <form method="post" data-enhance="" className="flex flex-col gap-2">
                <button
                  type="submit"
                  className={`${primaryButton} py-3 text-lg`}
                  data-sending-label={t("pricing.cta.redirecting")}
                >
                  {view.signedIn ? t("pricing.cta.upgrade") : t("pricing.cta.signInToUpgrade")}
                </button>
                <p className="text-sm text-slate-700">{t("pricing.secure")}</p>
              </form>
            ) : null}
          </div>
        </section>
      </div>

      <section aria-labelledby="comparison" className="mt-14">
        <h2 id="comparison" className="text-2xl font-bold tracking-tight">
          {t("pricing.comparisonCaption")}
        </h2>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[20rem] border-collapse text-left">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-3 pr-4 font-semibold">
                  {t("pricing.feature")}
                </th>
                {PLAN_NAMES.map((plan) => (
                  <th key={plan} scope="col" className="px-3 py-3 font-semibold">
                    {t(`pricing.plans.${plan}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-200" data-row={row.key}>
                  <th scope="row" className="py-3 pr-4 font-normal text-slate-800">
                    {t(row.label, { appName })}
                  </th>
                  {PLAN_NAMES.map((plan) => (
                    <td key={plan} className="px-3 py-3" data-plan={plan}>
                      <CellMark cell={row.cells[plan]} />
                      {cellText(row.cells[plan], t)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="pricing-faq" className="mt-14 max-w-3xl">
        <h2 id="pricing-faq" className="text-2xl font-bold tracking-tight">
          {t("pricing.faqTitle")}
        </h2>
        <FaqList className="mt-4 divide-y divide-slate-200" items={faq} />
      </section>
    </div>
  );
}

/** A plan card's list: the rows of the comparison this plan has. */
function PlanList({ plan, t, appName }: { plan: PlanName; t: Translate; appName: string }) {
  const included = comparisonRows().filter((row) => row.cells[plan].kind !== "no");
  return (
    <ul className="my-6 flex flex-col gap-2 text-slate-800">
      {included.map((row) => (
        <li key={row.key} className="flex gap-2">
          <span aria-hidden="true" className="text-emerald-700">
            ✓
          </span>
          <span>
            {row.cells[plan].kind === "yes"
              ? t(row.label, { appName })
              : t("pricing.planItem", {
                  feature: t(row.label, { appName }),
                  value: cellText(row.cells[plan], t).toLocaleLowerCase(),
                })}
          </span>
        </li>
      ))}
    </ul>
  );
}
