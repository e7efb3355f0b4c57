import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { NewPasswordField, useAuthForm } from "../accounts/index.ts";
import { ACCOUNT_MESSAGES } from "../accounts/messages/browser.ts";
import { MIN_PASSWORD_LENGTH } from "../accounts/rules.ts";
import { AuthCard } from "../components/auth-card.tsx";
import {
  CheckedForm,
  FormError,
  FormMessage,
  focusProblem,
  PasswordField,
  SubmitButton,
} from "../components/form-fields.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { withRouteMessages } from "../i18n/route-messages.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";

// /reset-password?token= and /fr/reset-password?token= – choose a new password from the mailed link
function ResetPassword() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { appName } = usePublicConfig();
  const [params] = useSearchParams();
  const token = params.get("token");
  const form = useAuthForm({ newPassword: "", confirmPassword: "" }, "reset-error");
  const { newPassword, confirmPassword } = form.values;
  const [done, setDone] = useState(false);
  const login = pagePath("login", locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof form.errors = {};
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      found.newPassword = t("account.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH });
    } else if (confirmPassword !== newPassword) {
      found.confirmPassword = t("account.reset.mismatch");
    }
    await form.send(found, {
      path: "/api/auth/reset-password",
      body: { token, newPassword },
      onDone: () => {
        form.setBusy(false);
        setDone(true);
        focusProblem(null, "reset-done");
      },
      known: {
        INVALID_TOKEN: t("account.reset.invalidToken"),
        PASSWORD_TOO_SHORT: t("account.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH }),
      },
    });
  };

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
          <Link to={login} className="font-medium underline">
            {t("account.reset.askAgain")}
          </Link>
        </FormMessage>
      ) : done ? (
        <FormMessage tone="success" id="reset-done">
          {t("account.reset.done")}{" "}
          <Link to={login} className="font-medium underline">
            {t("account.reset.signIn")}
          </Link>
        </FormMessage>
      ) : (
        <>
          <FormError id="reset-error" message={form.formError}>
            {" "}
            <Link to={login} className="font-medium underline">
              {t("account.reset.askAgain")}
            </Link>
          </FormError>
          <CheckedForm formRef={form.formRef} onSubmit={submit}>
            <NewPasswordField
              label={t("account.reset.newPassword")}
              {...form.field("newPassword")}
            />
            <PasswordField
              label={t("account.reset.confirmPassword")}
              {...form.field("confirmPassword")}
              autoComplete="new-password"
            />
            <SubmitButton pending={form.busy} pendingLabel={t("account.reset.submitting")}>
              {t("account.reset.submit")}
            </SubmitButton>
          </CheckedForm>
        </>
      )}
    </AuthCard>
  );
}

export default withRouteMessages(ACCOUNT_MESSAGES, ResetPassword);
