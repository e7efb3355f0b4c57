import { useLocation, useSearchParams } from "react-router";
import { callFromPage } from "../.server/api/call-from-page.ts";
import {
  askPasswordReset,
  authFormAction,
  requireAnonymous,
  signIn,
  startGoogleSignIn,
} from "../accounts/.server/index.ts";
import {
  AuthForm,
  AuthSwitch,
  CredentialFields,
  ForgotPassword,
  GoogleSignIn,
  SendButton,
  useFormText,
} from "../accounts/index.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { FormError, FormMessage } from "../components/form-fields.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import type { Route } from "./+types/login";

// /login and /fr/login – sign in with email and password, or Google (docs/product.md#accounts);
// ?forgot opens the request for a reset link. Plain forms: no framework on this page (ADR 016).

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return null;
}

export const action = authFormAction(callFromPage, {
  login: signIn,
  forgot: askPasswordReset,
  google: startGoogleSignIn,
});

/** The document answer takes its headers from here: a refusal's Retry-After. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/** What brought the visitor here: `?deleted`, `?signedOut`, or a failed Google sign-in. */
function useArrivalNotice(params: URLSearchParams) {
  const { t } = useTranslation();
  if (params.has("deleted"))
    return { tone: "success" as const, text: t("account.account.deleted") };
  if (params.has("signedOut"))
    return { tone: "info" as const, text: t("account.account.signedOut") };
  if (params.has("error")) return { tone: "error" as const, text: t("account.login.googleFailed") };
  return null;
}

/** This page with `?next=` kept, and `?forgot` when `forgot`. */
function loginHref(pathname: string, params: URLSearchParams, forgot: boolean): string {
  const query = forgot ? ["forgot"] : [];
  const next = params.get("next");
  if (next) query.push(`next=${encodeURIComponent(next)}`);
  return query.length > 0 ? `${pathname}?${query.join("&")}` : pathname;
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const say = useFormText();
  const { appName } = usePublicConfig();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const arrival = useArrivalNotice(params);
  const sent = actionData?.intent === "login" ? actionData : undefined;
  const forgot = actionData?.intent === "forgot" ? actionData : undefined;

  return (
    <AuthCard
      heading={t("account.login.heading")}
      lead={t("account.login.lead")}
      metaTitle={t("account.login.metaTitle", { appName })}
      metaDescription={t("account.login.metaDescription", { appName })}
    >
      {arrival && !actionData && <FormMessage tone={arrival.tone}>{arrival.text}</FormMessage>}
      <FormError id="login-error" message={say(sent?.formError)} focusOnLoad />
      <AuthForm intent="login">
        <CredentialFields
          email={{ defaultValue: sent?.email, error: say(sent?.fieldErrors.email) }}
          password={{ error: say(sent?.fieldErrors.password) }}
        />
        <div className="flex items-center gap-2">
          <input
            id="remember-me"
            name="rememberMe"
            type="checkbox"
            className="size-4 accent-brand-700"
          />
          <label htmlFor="remember-me">{t("account.login.rememberMe")}</label>
        </div>
        <SendButton sendingLabel={t("account.login.submitting")}>
          {t("account.login.submit")}
        </SendButton>
      </AuthForm>
      {params.has("forgot") || forgot ? (
        <ForgotPassword sent={forgot} cancelHref={loginHref(pathname, params, false)} />
      ) : (
        <a
          href={loginHref(pathname, params, true)}
          data-carry-email=""
          className="self-start font-medium text-brand-700 underline"
        >
          {t("account.login.forgot")}
        </a>
      )}
      <GoogleSignIn
        error={actionData?.intent === "google" ? say(actionData.formError) : undefined}
      />
      <AuthSwitch
        page="signup"
        question={t("account.login.noAccount")}
        link={t("account.login.signUp")}
      />
    </AuthCard>
  );
}
