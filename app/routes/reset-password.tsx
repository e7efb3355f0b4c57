import { type FormEvent, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../account/auth-card.tsx";
import { failureMessage, postAuth } from "../account/auth-request.ts";
import {
  Fields,
  FormMessage,
  focusProblem,
  PasswordField,
  primaryButton,
} from "../account/form-fields.tsx";
import { MIN_PASSWORD_LENGTH } from "../account/rules.ts";
import { PageMeta } from "../components/page-meta.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";

// /reset-password?token= and /fr/reset-password?token= – choose a new password from the mailed link
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { appName } = usePublicConfig();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const login = pagePath("login", locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (password.length < MIN_PASSWORD_LENGTH) {
      found.password = t("account.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH });
    } else if (confirm !== password) {
      found.confirm = t("account.reset.mismatch");
    }
    setErrors(found);
    setFormError("");
    if (found.password || found.confirm) {
      focusProblem(formRef.current);
      return;
    }
    setBusy(true);
    const result = await postAuth("/api/auth/reset-password", { token, newPassword: password });
    setBusy(false);
    if (result.ok) {
      setDone(true);
      focusProblem(null, "reset-done");
      return;
    }
    setFormError(
      failureMessage(result, t, {
        INVALID_TOKEN: t("account.reset.invalidToken"),
        PASSWORD_TOO_SHORT: t("account.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH }),
      }),
    );
    focusProblem(null, "reset-error");
  };

  return (
    <AuthCard
      heading={t("account.reset.heading")}
      lead={token && !done ? t("account.reset.lead") : undefined}
    >
      <PageMeta
        title={t("account.reset.metaTitle", { appName })}
        description={t("account.reset.metaDescription", { appName })}
      />
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
          {formError && (
            <FormMessage tone="error" id="reset-error">
              {formError}{" "}
              <Link to={login} className="font-medium underline">
                {t("account.reset.askAgain")}
              </Link>
            </FormMessage>
          )}
          <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
            <Fields>
              <PasswordField
                label={t("account.reset.newPassword")}
                name="newPassword"
                value={password}
                onChange={setPassword}
                error={errors.password}
                hint={t("account.form.passwordHint", { count: MIN_PASSWORD_LENGTH })}
                autoComplete="new-password"
              />
              <PasswordField
                label={t("account.reset.confirmPassword")}
                name="confirmPassword"
                value={confirm}
                onChange={setConfirm}
                error={errors.confirm}
                autoComplete="new-password"
              />
              <button type="submit" className={primaryButton} disabled={busy}>
                {busy ? t("account.reset.submitting") : t("account.reset.submit")}
              </button>
            </Fields>
          </form>
        </>
      )}
    </AuthCard>
  );
}
