import { Link } from "react-router";
import { getApp } from "../.server/context.ts";
import { requireUserOrLogin } from "../accounts/.server/index.ts";
import {
  DeleteAccount,
  EmailSection,
  PasswordSection,
  SessionsSection,
} from "../accounts/index.ts";
import { ACCOUNT_MESSAGES } from "../accounts/messages/browser.ts";
import { listApiKeys } from "../api-keys/.server/index.ts";
import { ApiKeysSection } from "../api-keys/index.ts";
import { planSummary } from "../billing/.server/index.ts";
import { allows } from "../billing/effective-plan.ts";
import { PlanSection, ProLink } from "../billing/index.ts";
import { secondaryButton } from "../components/form-fields.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { PageSection } from "../components/page-section.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { localeFromPath } from "../i18n/locales.ts";
import { Trans, useTranslation } from "../i18n/react.tsx";
import { withRouteMessages } from "../i18n/route-messages.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import type { Route } from "./+types/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrLogin(request, context);
  const app = getApp(context);
  const accounts = await app.auth.api.listUserAccounts({ headers: request.headers });
  const keysAllowed = allows(user, "apiKeys");
  return {
    plan: await planSummary(app, user, localeFromPath(new URL(request.url).pathname)),
    keysAllowed,
    teamsAllowed: allows(user, "teams"),
    keys: keysAllowed ? await listApiKeys(app.db, user.id) : [],
    email: user.email,
    emailVerified: user.emailVerified,
    /** signed up with a password (Google-only accounts have none) */
    hasPassword: accounts.some((account) => account.providerId === "credential"),
  };
}

// /account and /fr/account – plan, API keys, email, password, sessions, data, deletion (docs/product.md#pages, #accounts)
function Account({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { appName } = usePublicConfig();
  const locale = useLocale();
  const { email, emailVerified, hasPassword, plan, keys, keysAllowed } = loaderData;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <PageMeta
        title={t("account.account.metaTitle", { appName })}
        description={t("account.account.metaDescription", { appName })}
      />
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("account.account.heading")}</h1>
      <p className="mt-2 break-all text-slate-700">
        <Trans
          i18nKey="account.account.signedInAs"
          values={{ email }}
          components={{ strong: <strong /> }}
        />
      </p>
      <div className="mt-8 flex flex-col gap-6">
        <PlanSection plan={plan} />
        <ApiKeysSection keys={keys} allowed={keysAllowed} />
        <PageSection id="account-teams" heading={t("account.account.teamsHeading")}>
          <p className="text-slate-700">{t("account.account.teamsLead")}</p>
          {loaderData.teamsAllowed ? (
            <Link to={pagePath("teams", locale)} className={`${secondaryButton} self-start`}>
              {t("account.account.teamsOpen")}
            </Link>
          ) : (
            <p className="text-slate-700">
              {t("account.account.teamsPro")} <ProLink />
            </p>
          )}
        </PageSection>
        <EmailSection email={email} emailVerified={emailVerified} />
        <PasswordSection email={email} hasPassword={hasPassword} />
        <SessionsSection />
        <PageSection id="account-data" heading={t("account.account.exportHeading")}>
          <p className="text-slate-700">{t("account.account.exportLead")}</p>
          <a href="/api/v1/me/export" download className={`${secondaryButton} self-start`}>
            {t("account.account.export")}
          </a>
        </PageSection>
        <DeleteAccount email={email} hasPassword={hasPassword} />
      </div>
    </div>
  );
}

export default withRouteMessages(ACCOUNT_MESSAGES, Account);
