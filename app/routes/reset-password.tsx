import { Link, useSearchParams } from "react-router";
import { callFromPage } from "../.server/api/call-from-page.ts";
import { authFormAction, resetPassword } from "../accounts/.server/index.ts";
import { AuthForm, NewPasswordField, SendButton, useFormText } from "../accounts/index.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { FormError, FormMessage, PasswordField } from "../components/form-fields.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import type { Route } from "./+types/reset-password";

// /reset-password?token= and /fr/reset-password?token= – choose a new password from the mailed
// link. A plain form: no framework on this page (ADR 016).

export const action = authFormAction(callFromPage, { reset: resetPassword });

/** The document answer takes its headers from here: a refusal's Retry-After. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const say = useFormText();
  const locale = useLocale();
  const { appName } = usePublicConfig();
  const [params] = useSearchParams();
  const token = params.get("token");
  const done = actionData?.done === true;
  const login = pagePath("login", locale);

  return (
    <AuthCard
      heading={t("account.reset.heading")}
      lead={token && !done ? t("account.reset.lead") : undefined}
      metaTitle={t("account.reset.metaTitle", { appName })}
      metaDescription={t("account.reset.metaDescription", { appName })}
    >
      <meta name="robots" content="noindex" />
      {!token ? (
        <FormMessage tone="error">
          {t("account.reset.missingToken")}{" "}
          <Link to={`${login}?forgot`} className="font-medium underline">
            {t("account.reset.askAgain")}
          </Link>
        </FormMessage>
      ) : done ? (
        <FormMessage tone="success" id="reset-done" focusOnLoad>
          {t("account.reset.done")}{" "}
          <Link to={login} className="font-medium underline">
            {t("account.reset.signIn")}
          </Link>
        </FormMessage>
      ) : (
        <>
          <FormError id="reset-error" message={say(actionData?.formError)} focusOnLoad>
            {" "}
            <Link to={`${login}?forgot`} className="font-medium underline">
              {t("account.reset.askAgain")}
            </Link>
          </FormError>
          <AuthForm intent="reset">
            <NewPasswordField
              label={t("account.reset.newPassword")}
              name="newPassword"
              error={say(actionData?.fieldErrors.password)}
            />
            <PasswordField
              label={t("account.reset.confirmPassword")}
              name="confirmPassword"
              error={say(actionData?.fieldErrors.confirmPassword)}
              autoComplete="new-password"
            />
            <SendButton sendingLabel={t("account.reset.submitting")}>
              {t("account.reset.submit")}
            </SendButton>
          </AuthForm>
        </>
      )}
    </AuthCard>
  );
}
