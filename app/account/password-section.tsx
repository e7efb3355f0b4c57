import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { useHydrated } from "../storage/hooks.ts";
import { AccountSection } from "./account-section.tsx";
import { failureMessage, postAuth } from "./auth-request.ts";
import { requestPasswordReset } from "./forgot-password.tsx";
import {
  Fields,
  FormMessage,
  focusProblem,
  PasswordField,
  primaryButton,
  secondaryButton,
} from "./form-fields.tsx";
import { MIN_PASSWORD_LENGTH } from "./rules.ts";

type Message = { tone: "success" | "error"; text: string } | null;

/** Change the password (the current one is needed), or get a reset link by email. */
export function PasswordSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [message, setMessage] = useState<Message>(null);
  const [resetMessage, setResetMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  const change = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!current) found.current = t("account.form.required");
    if (next.length < MIN_PASSWORD_LENGTH) {
      found.next = t("account.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH });
    }
    setErrors(found);
    setMessage(null);
    if (found.current || found.next) {
      focusProblem(formRef.current);
      return;
    }
    setBusy(true);
    const result = await postAuth("/api/auth/change-password", {
      currentPassword: current,
      newPassword: next,
      revokeOtherSessions: true,
    });
    setBusy(false);
    if (result.ok) {
      setCurrent("");
      setNext("");
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
    setResetMessage(
      result.ok
        ? { tone: "success", text: t("account.account.resetSent", { email }) }
        : { tone: "error", text: failureMessage(result, t) },
    );
  };

  return (
    <AccountSection id="account-password" heading={t("account.account.passwordHeading")}>
      {hasPassword && (
        <form ref={formRef} noValidate onSubmit={change} className="flex flex-col gap-4">
          <Fields>
            {message && (
              <FormMessage tone={message.tone} id="password-message">
                {message.text}
              </FormMessage>
            )}
            <PasswordField
              label={t("account.account.currentPassword")}
              name="currentPassword"
              value={current}
              onChange={setCurrent}
              error={errors.current}
            />
            <PasswordField
              label={t("account.account.newPassword")}
              name="newPassword"
              value={next}
              onChange={setNext}
              error={errors.next}
              hint={t("account.form.passwordHint", { count: MIN_PASSWORD_LENGTH })}
              autoComplete="new-password"
            />
            <button type="submit" className={`${primaryButton} self-start`} disabled={busy}>
              {t("account.account.changePassword")}
            </button>
          </Fields>
        </form>
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
    </AccountSection>
  );
}
