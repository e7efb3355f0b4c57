import { type FormEvent, useRef, useState } from "react";
import {
  EmailField,
  Fields,
  FormMessage,
  focusProblem,
  SubmitButton,
  secondaryButton,
} from "../../components/form-fields.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import { postAuth } from "../auth-request.ts";
import { isEmail } from "../rules.ts";

/** Asks for a reset link; the answer is neutral whether or not the account exists. */
export function requestPasswordReset(email: string, locale: "en" | "fr") {
  return postAuth("/api/auth/request-password-reset", {
    email,
    redirectTo: pagePath("resetPassword", locale),
  });
}

/** "Forgot your password?" on the sign-in page. */
export function ForgotPassword({
  initialEmail,
  onClose,
}: {
  initialEmail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState("");
  const [sentTo, setSentTo] = useState("");
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(email.trim() ? t("account.form.invalidEmail") : t("account.form.required"));
      focusProblem(formRef.current);
      return;
    }
    setError("");
    setBusy(true);
    const result = await requestPasswordReset(email.trim(), locale);
    setBusy(false);
    // Only a throttled or unreachable server is reported: anything else reads the same.
    if (!result.ok && (result.offline || result.status === 429)) {
      setError(result.detail ?? t("account.form.offline"));
      focusProblem(formRef.current);
      return;
    }
    setSentTo(email.trim());
    focusProblem(null, "forgot-sent");
  };

  return (
    <section
      aria-labelledby="forgot-heading"
      className="flex flex-col gap-3 rounded-lg p-4 ring-1 ring-slate-300"
    >
      <h2 id="forgot-heading" tabIndex={-1} className="text-lg font-semibold">
        {t("account.login.forgotHeading")}
      </h2>
      {sentTo ? (
        <FormMessage tone="success" id="forgot-sent">
          {t("account.login.resetSent", { email: sentTo })}
        </FormMessage>
      ) : (
        <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-3">
          <Fields className="flex flex-col gap-3">
            <p className="text-sm text-slate-700">{t("account.login.forgotLead")}</p>
            <EmailField
              label={t("account.form.email")}
              name="email"
              value={email}
              onChange={setEmail}
              error={error}
            />
            <div className="flex flex-wrap gap-2">
              <SubmitButton pending={busy} pendingLabel={t("account.login.sending")}>
                {t("account.login.sendReset")}
              </SubmitButton>
              <button type="button" className={secondaryButton} onClick={onClose}>
                {t("account.login.cancel")}
              </button>
            </div>
          </Fields>
        </form>
      )}
    </section>
  );
}
