import { type FormEvent, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { requireAnonymous } from "../.server/auth/guards.ts";
import { AuthCard } from "../account/auth-card.tsx";
import { failureMessage, postAuth, safeNext } from "../account/auth-request.ts";
import {
  EmailField,
  Fields,
  FormMessage,
  focusProblem,
  PasswordField,
  primaryButton,
} from "../account/form-fields.tsx";
import { GoogleButton } from "../account/google-button.tsx";
import { isEmail, MIN_PASSWORD_LENGTH } from "../account/rules.ts";
import { PageMeta } from "../components/page-meta.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { Trans, useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { localizedPath, pagePath } from "../route-table.ts";
import type { Route } from "./+types/signup";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return null;
}

type Errors = { email?: string; password?: string; terms?: string };

// /signup and /fr/signup – create an account (DESIGN §6)
export default function SignupPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { appName } = usePublicConfig();
  const [params] = useSearchParams();
  const next = safeNext(params.get("next")) ?? pagePath("account", locale);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!email.trim()) found.email = t("account.form.required");
    else if (!isEmail(email)) found.email = t("account.form.invalidEmail");
    if (password.length < MIN_PASSWORD_LENGTH) {
      found.password = t("account.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH });
    }
    if (!accepted) found.terms = t("account.signup.termsRequired");
    setErrors(found);
    setFormError("");
    if (Object.keys(found).length > 0) {
      focusProblem(formRef.current);
      return;
    }
    setBusy(true);
    const result = await postAuth("/api/auth/register", {
      email: email.trim(),
      password,
      acceptTerms: true,
      locale,
    });
    if (result.ok) {
      // A full page load: the session reaches the root loader, which starts the cloud merge.
      window.location.assign(next);
      return;
    }
    setBusy(false);
    setFormError(failureMessage(result, t));
    focusProblem(null, "signup-error");
  };

  return (
    <AuthCard heading={t("account.signup.heading")} lead={t("account.signup.lead")}>
      <PageMeta
        title={t("account.signup.metaTitle", { appName })}
        description={t("account.signup.metaDescription", { appName })}
      />
      {formError && (
        <FormMessage tone="error" id="signup-error">
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
          />
          <PasswordField
            label={t("account.form.password")}
            name="password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            hint={t("account.form.passwordHint", { count: MIN_PASSWORD_LENGTH })}
            autoComplete="new-password"
          />
          <div className="flex flex-col gap-1">
            <div className="flex items-start gap-2">
              <input
                id="accept-terms"
                name="acceptTerms"
                type="checkbox"
                required
                checked={accepted}
                onChange={(event) => setAccepted(event.target.checked)}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? "accept-terms-error" : undefined}
                className="mt-1 size-4 accent-brand-700"
              />
              <label htmlFor="accept-terms">
                <Trans
                  i18nKey="account.signup.acceptTerms"
                  components={{
                    terms: (
                      // biome-ignore lint/a11y/useAnchorContent: Trans fills it
                      <a
                        href={localizedPath("/terms", locale)}
                        target="_blank"
                        rel="noopener"
                        className="font-medium text-brand-700 underline"
                      />
                    ),
                  }}
                />
              </label>
            </div>
            {errors.terms && (
              <p id="accept-terms-error" className="text-sm font-medium text-red-800">
                {errors.terms}
              </p>
            )}
          </div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t("account.signup.submitting") : t("account.signup.submit")}
          </button>
        </Fields>
      </form>
      <GoogleButton callbackURL={next} />
      <p className="text-slate-700">
        {t("account.signup.haveAccount")}{" "}
        <Link
          to={`${pagePath("login", locale)}${params.get("next") ? `?next=${encodeURIComponent(next)}` : ""}`}
          className="font-medium text-brand-700 underline"
        >
          {t("account.signup.signIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
