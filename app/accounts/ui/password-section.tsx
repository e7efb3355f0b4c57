import {
  FormError,
  FormMessage,
  PasswordField,
  primaryButton,
  secondaryButton,
} from "../../components/form-fields.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import type { AuthFormState } from "../auth-form-state.ts";
import { AuthForm, SendButton, useFormText } from "./auth-form.tsx";
import { NewPasswordField } from "./new-password-field.tsx";

/** Change the password (the current one is needed), or get a reset link by email. */
export function PasswordSection({
  email,
  hasPassword,
  changed,
  sent,
}: {
  email: string;
  hasPassword: boolean;
  /** the password was just changed (the page after the change) */
  changed: boolean;
  /** the answer to one of this section's forms, when it was the one sent */
  sent: AuthFormState | undefined;
}) {
  const { t } = useTranslation();
  const say = useFormText();
  const change = sent?.intent === "changePassword" ? sent : undefined;
  const reset = sent?.intent === "sendReset" ? sent : undefined;
  return (
    <PageSection id="account-password" heading={t("account.account.passwordHeading")}>
      {hasPassword && (
        <AuthForm intent="changePassword">
          {/* the account a password manager saves the new password for */}
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <FormError id="password-message" message={say(change?.formError)} focusOnLoad />
          {changed && (
            <FormMessage tone="success" id="password-message" focusOnLoad>
              {t("account.account.passwordChanged")}
            </FormMessage>
          )}
          <PasswordField
            label={t("account.account.currentPassword")}
            name="currentPassword"
            error={say(change?.fieldErrors.currentPassword)}
          />
          <NewPasswordField
            label={t("account.account.newPassword")}
            name="newPassword"
            error={say(change?.fieldErrors.newPassword)}
          />
          <SendButton
            className={`${primaryButton} self-start`}
            sendingLabel={t("account.account.changePassword")}
          >
            {t("account.account.changePassword")}
          </SendButton>
        </AuthForm>
      )}
      <p className="text-slate-700">{t("account.account.resetLead")}</p>
      <AuthForm intent="sendReset" className="flex flex-col gap-3">
        <SendButton
          className={`${secondaryButton} self-start`}
          sendingLabel={t("account.account.sendReset")}
        >
          {t("account.account.sendReset")}
        </SendButton>
      </AuthForm>
      <FormError id="reset-message" message={say(reset?.formError)} focusOnLoad />
      {reset?.notice && (
        <FormMessage tone="success" focusOnLoad>
          {say(reset.notice)}
        </FormMessage>
      )}
    </PageSection>
  );
}
