import {
  EmailField,
  FormError,
  FormMessage,
  secondaryButton,
} from "../../components/form-fields.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import type { AuthFormState } from "../auth-form-state.ts";
import { AuthForm, SendButton, useFormText } from "./auth-form.tsx";

/**
 * "Forgot your password?" on the sign-in page (`?forgot`): asks for a reset link, and says it
 * is on its way whether or not the account exists. `sent` is the action's answer, if any.
 */
export function ForgotPassword({
  sent,
  cancelHref,
}: {
  sent: AuthFormState | undefined;
  cancelHref: string;
}) {
  const { t } = useTranslation();
  const say = useFormText();
  return (
    <section
      aria-labelledby="forgot-heading"
      data-receive-email=""
      className="flex flex-col gap-3 rounded-lg p-4 ring-1 ring-slate-300"
    >
      <h2
        id="forgot-heading"
        tabIndex={-1}
        data-focus-on-load={sent ? undefined : ""}
        className="text-lg font-semibold"
      >
        {t("account.login.forgotHeading")}
      </h2>
      {sent?.done ? (
        <FormMessage tone="success" id="forgot-sent" focusOnLoad>
          {t("account.login.resetSent", { email: sent.email })}
        </FormMessage>
      ) : (
        <AuthForm intent="forgot">
          <p className="text-sm text-slate-700">{t("account.login.forgotLead")}</p>
          <FormError id="forgot-error" message={say(sent?.formError)} focusOnLoad />
          <EmailField
            label={t("account.form.email")}
            name="email"
            defaultValue={sent?.email}
            error={say(sent?.fieldErrors.email)}
          />
          <div className="flex flex-wrap gap-2">
            <SendButton sendingLabel={t("account.login.sending")}>
              {t("account.login.sendReset")}
            </SendButton>
            <a href={cancelHref} className={secondaryButton}>
              {t("account.login.cancel")}
            </a>
          </div>
        </AuthForm>
      )}
    </section>
  );
}
