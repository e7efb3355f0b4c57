import { FormError, FormMessage, secondaryButton } from "../../components/form-fields.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import type { AuthFormState } from "../auth-form-state.ts";
import { AuthForm, SendButton, useFormText } from "./auth-form.tsx";

/** The address and its verification, with "send the verification email again". */
export function EmailSection({
  email,
  emailVerified,
  sent,
}: {
  email: string;
  emailVerified: boolean;
  /** the answer to this section's form, when it was the one sent */
  sent: AuthFormState | undefined;
}) {
  const { t } = useTranslation();
  const say = useFormText();
  return (
    <PageSection id="account-email" heading={t("account.account.emailHeading")}>
      <p className="font-medium break-all">{email}</p>
      <p className={emailVerified ? "text-emerald-800" : "text-amber-900"}>
        {emailVerified ? t("account.account.verified") : t("account.account.notVerified")}
      </p>
      {!emailVerified && (
        <AuthForm intent="resendVerification" className="flex flex-col gap-3">
          <SendButton
            className={`${secondaryButton} self-start`}
            sendingLabel={t("account.account.resendVerification")}
          >
            {t("account.account.resendVerification")}
          </SendButton>
        </AuthForm>
      )}
      <FormError id="email-message" message={say(sent?.formError)} focusOnLoad />
      {sent?.notice && (
        <FormMessage tone="success" focusOnLoad>
          {say(sent.notice)}
        </FormMessage>
      )}
    </PageSection>
  );
}
