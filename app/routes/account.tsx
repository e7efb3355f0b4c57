import { data, useSearchParams } from "react-router";
import { callFromPage } from "../.server/api/call-from-page.ts";
import { getApp } from "../.server/context.ts";
import {
  accountOfPage,
  authFormAction,
  changePassword,
  deleteAccount,
  PASSWORD_CHANGED,
  publicUser,
  resendVerification,
  sendReset,
  signOut,
} from "../accounts/.server/index.ts";
import type { AuthFormState } from "../accounts/auth-form-state.ts";
import {
  DeleteAccount,
  EmailSection,
  PasswordSection,
  SessionsSection,
} from "../accounts/index.ts";
import {
  clearNewKeyCookie,
  createKeyFromForm,
  listApiKeys,
  revokeKeyFromForm,
  takeNewKey,
} from "../api-keys/.server/index.ts";
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
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import type { Route } from "./+types/account";

// /account and /fr/account – plan, API keys, email, password, sessions, data, deletion
// (docs/product.md#pages, #accounts). Plain forms, no framework (ADR 016, 037); the page's
// script (app/islands/account.ts) merges this browser's signatures with the account, asks
// before a sign-out what becomes of those that exist only here, and copies a new key.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, hasPassword, secure } = await accountOfPage(request, context);
  const app = getApp(context);
  const keysAllowed = allows(user, "apiKeys");
  // a key the form just created: its secret, shown by this answer only (new-key-handover.ts)
  const handover = takeNewKey(request, { userId: user.id, serverSecret: app.config.authSecret });
  return data(
    {
      plan: await planSummary(app, user, localeFromPath(new URL(request.url).pathname)),
      keysAllowed,
      teamsAllowed: allows(user, "teams"),
      keys: keysAllowed ? await listApiKeys(app.db, user.id) : [],
      createdKey: keysAllowed ? handover.key : null,
      email: user.email,
      emailVerified: user.emailVerified,
      hasPassword,
      passwordChanged: new URL(request.url).searchParams.has(PASSWORD_CHANGED),
      /** for the page's script: this browser keeps the signed-in user (docs/product.md#storage) */
      user: publicUser(user),
    },
    handover.present ? { headers: { "set-cookie": clearNewKeyCookie(secure) } } : undefined,
  );
}

export const action = authFormAction(
  callFromPage,
  {
    createKey: createKeyFromForm,
    revokeKey: revokeKeyFromForm,
    resendVerification,
    changePassword,
    sendReset,
    signOut,
    deleteAccount,
  },
  accountOfPage,
);

/**
 * The document answer takes its headers from here: a refusal's Retry-After, a new session, the
 * new key's handover cleared.
 */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(actionHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) headers.append("set-cookie", cookie);
  return headers;
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { appName, publicUrl } = usePublicConfig();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { email, emailVerified, hasPassword, plan, keys, keysAllowed, createdKey, user } =
    loaderData;
  const sent = (...intents: AuthFormState["intent"][]) =>
    actionData && intents.includes(actionData.intent) ? actionData : undefined;
  const script = {
    user,
    render: { origin: publicUrl, homeUrl: `${publicUrl}${pagePath("home", locale)}`, appName },
    texts: {
      untitled: t("library.untitled"),
      notInAccount: t("account.onlyHere.notInAccount"),
      changesNotSent: t("account.onlyHere.changesNotSent"),
    },
  };
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10" data-account-page={JSON.stringify(script)}>
      <PageMeta
        title={t("account.account.metaTitle", { appName })}
        description={t("account.account.metaDescription", { appName })}
      />
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
        <ApiKeysSection
          keys={keys}
          allowed={keysAllowed}
          created={createdKey}
          sent={sent("createKey", "revokeKey")}
        />
        <PageSection id="account-teams" heading={t("account.account.teamsHeading")}>
          <p className="text-slate-700">{t("account.account.teamsLead")}</p>
          {loaderData.teamsAllowed ? (
            <a href={pagePath("teams", locale)} className={`${secondaryButton} self-start`}>
              {t("account.account.teamsOpen")}
            </a>
          ) : (
            <p className="text-slate-700">
              {t("account.account.teamsPro")} <ProLink />
            </p>
          )}
        </PageSection>
        <EmailSection
          email={email}
          emailVerified={emailVerified}
          sent={sent("resendVerification")}
        />
        <PasswordSection
          email={email}
          hasPassword={hasPassword}
          changed={loaderData.passwordChanged && !actionData}
          sent={sent("changePassword", "sendReset")}
        />
        <SessionsSection sent={sent("signOut")} />
        <PageSection id="account-data" heading={t("account.account.exportHeading")}>
          <p className="text-slate-700">{t("account.account.exportLead")}</p>
          <a href="/api/v1/me/export" download className={`${secondaryButton} self-start`}>
            {t("account.account.export")}
          </a>
        </PageSection>
        <DeleteAccount
          hasPassword={hasPassword}
          open={params.has("delete")}
          sent={sent("deleteAccount")}
        />
      </div>
    </div>
  );
}
