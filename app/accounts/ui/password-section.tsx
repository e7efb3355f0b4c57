import { type FormEvent, useState } from "react";
import {
  CheckedForm,
  FormMessage,
  focusProblem,
  PasswordField,
  primaryButton,
  SubmitButton,
  secondaryButton,
} from "../../components/form-fields.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useCheckedForm } from "../../components/use-checked-form.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import type { Locale } from "../../i18n/locales.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import { failureMessage, outcomeMessage, postAuth } from "../auth-request.ts";
import { MIN_PASSWORD_LENGTH } from "../rules.ts";
import { NewPasswordField } from "./new-password-field.tsx";

type Message = { tone: "success" | "error"; text: string } | null;

/** Asks for a reset link; the answer is neutral whether or not the account exists. */
function requestPasswordReset(email: string, locale: Locale) {
  return postAuth("/api/auth/request-password-reset", {
    email,
    redirectTo: pagePath("resetPassword", locale),
  });
}

/** Change the password (the current one is needed), or get a reset link by email. */
export function PasswordSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useCheckedForm({ currentPassword: "", newPassword: "" });
  const { currentPassword, newPassword } = form.values;
  const [message, setMessage] = useState<Message>(null);
  const [resetMessage, setResetMessage] = useState<Message>(null);
  const hydrated = useHydrated();

  const change = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof form.errors = {};
    if (!currentPassword) found.currentPassword = t("account.form.required");
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      found.newPassword = t("account.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH });
    }
    setMessage(null);
    if (!form.accept(found)) return;
    form.setBusy(true);
    const result = await postAuth("/api/auth/change-password", {
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    });
    form.setBusy(false);
    if (result.ok) {
      form.clear();
      setMessage({ tone: "success", text: t("account.account.passwordChanged") });
    } else {
      const wrong = t("account.account.wrongPassword");
      setMessage({
        tone: "error",
        text: failureMessage(result, t, { INVALID_PASSWORD: wrong }),
      });
    }
    focusProblem(null, "password-message");
  };

  const sendReset = async () => {
    const result = await requestPasswordReset(email, locale);
    setResetMessage(outcomeMessage(result, t("account.account.resetSent", { email }), t));
  };

  return (
    <PageSection id="account-password" heading={t("account.account.passwordHeading")}>
      {hasPassword && (
        <CheckedForm formRef={form.formRef} onSubmit={change}>
          {message && (
            <FormMessage tone={message.tone} id="password-message">
              {message.text}
            </FormMessage>
          )}
          <PasswordField
            label={t("account.account.currentPassword")}
            {...form.field("currentPassword")}
          />
          <NewPasswordField
            label={t("account.account.newPassword")}
            {...form.field("newPassword")}
          />
          <SubmitButton pending={form.busy} className={`${primaryButton} self-start`}>
            {t("account.account.changePassword")}
          </SubmitButton>
        </CheckedForm>
      )}
      <p className="text-slate-700">{t("account.account.resetLead")}</p>
      <button
        type="button"
        className={`${secondaryButton} self-start`}
        disabled={!hydrated}
        onClick={sendReset}
      >
        {t("account.account.sendReset")}
      </button>
      {resetMessage && <FormMessage tone={resetMessage.tone}>{resetMessage.text}</FormMessage>}
    </PageSection>
  );
}
