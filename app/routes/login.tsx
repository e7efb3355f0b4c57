import { type FormEvent, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { requireAnonymous } from "../.server/auth/guards.ts";
import { AuthCard } from "../account/auth-card.tsx";
import { failureMessage, postAuth, safeNext } from "../account/auth-request.ts";
import { ForgotPassword } from "../account/forgot-password.tsx";
import {
  EmailField,
  Fields,
  FormMessage,
  focusProblem,
  PasswordField,
  primaryButton,
} from "../account/form-fields.tsx";
import { GoogleButton } from "../account/google-button.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { useHydrated } from "../storage/hooks.ts";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return null;
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

// /login and /fr/login – sign in with email and password, or Google (DESIGN §6)
export default function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { appName } = usePublicConfig();
  const [params] = useSearchParams();
  const next = safeNext(params.get("next")) ?? pagePath("account", locale);
  const arrival = useArrivalNotice(params);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [forgot, setForgot] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const forgotButton = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!email.trim()) found.email = t("account.form.required");
    if (!password) found.password = t("account.form.required");
    setErrors(found);
    setFormError("");
    if (found.email || found.password) {
      focusProblem(formRef.current);
      return;
    }
    setBusy(true);
    const result = await postAuth("/api/auth/login", { email: email.trim(), password, rememberMe });
    if (result.ok) {
      window.location.assign(next);
      return;
    }
    setBusy(false);
    setFormError(failureMessage(result, t));
    focusProblem(null, "login-error");
  };

  return (
    <AuthCard heading={t("account.login.heading")} lead={t("account.login.lead")}>
      <PageMeta
        title={t("account.login.metaTitle", { appName })}
        description={t("account.login.metaDescription", { appName })}
      />
      {arrival && <FormMessage tone={arrival.tone}>{arrival.text}</FormMessage>}
      {formError && (
        <FormMessage tone="error" id="login-error">
          {formError}
        </FormMessage>
      )}
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Fields>
          <EmailField
            label={t("account.form.email")}
            name="email"
            value={email}
            onChange={setEmail}
            error={errors.email}
            autoComplete="username"
          />
          <PasswordField
            label={t("account.form.password")}
            name="password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <div className="flex items-center gap-2">
            <input
              id="remember-me"
              name="rememberMe"
              type="checkbox"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
              className="size-4 accent-brand-700"
            />
            <label htmlFor="remember-me">{t("account.login.rememberMe")}</label>
          </div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t("account.login.submitting") : t("account.login.submit")}
          </button>
        </Fields>
      </form>
      {forgot ? (
        <ForgotPassword
          initialEmail={email}
          onClose={() => {
            setForgot(false);
            requestAnimationFrame(() => forgotButton.current?.focus());
          }}
        />
      ) : (
        <button
          ref={forgotButton}
          type="button"
          aria-expanded={false}
          disabled={!hydrated}
          onClick={() => {
            setForgot(true);
            focusProblem(null, "forgot-heading");
          }}
          className="self-start font-medium text-brand-700 underline"
        >
          {t("account.login.forgot")}
        </button>
      )}
      <GoogleButton callbackURL={next} />
      <p className="text-slate-700">
        {t("account.login.noAccount")}{" "}
        <Link
          to={`${pagePath("signup", locale)}${params.get("next") ? `?next=${encodeURIComponent(next)}` : ""}`}
          className="font-medium text-brand-700 underline"
        >
          {t("account.login.signUp")}
        </Link>
      </p>
    </AuthCard>
  );
}
