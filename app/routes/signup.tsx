import { type FormEvent, useState } from "react";
import { requireAnonymous } from "../accounts/.server/index.ts";
import {
  AuthSwitch,
  CredentialFields,
  GoogleButton,
  useAuthForm,
  useNextPage,
} from "../accounts/index.ts";
import { ACCOUNT_MESSAGES } from "../accounts/messages/browser.ts";
import { isEmail, MIN_PASSWORD_LENGTH } from "../accounts/rules.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { CheckedForm, FormError, SubmitButton } from "../components/form-fields.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { Trans, useTranslation } from "../i18n/react.tsx";
import { withRouteMessages } from "../i18n/route-messages.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { localizedPath } from "../route-table.ts";
import type { Route } from "./+types/signup";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return null;
}

// /signup and /fr/signup – create an account (docs/product.md#accounts)
function Signup() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { appName } = usePublicConfig();
  const next = useNextPage();
  const form = useAuthForm<{ email: string; password: string }, "terms">(
    { email: "", password: "" },
    "signup-error",
  );
  const { email, password } = form.values;
  const [accepted, setAccepted] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof form.errors = {};
    if (!email.trim()) found.email = t("account.form.required");
    else if (!isEmail(email)) found.email = t("account.form.invalidEmail");
    if (password.length < MIN_PASSWORD_LENGTH) {
      found.password = t("account.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH });
    }
    if (!accepted) found.terms = t("account.signup.termsRequired");
    await form.send(found, {
      path: "/api/auth/register",
      body: { email: email.trim(), password, acceptTerms: true, locale },
      // A full page load: the session reaches the root loader, which starts the cloud merge.
      onDone: () => window.location.assign(next),
    });
  };

  return (
    <AuthCard
      heading={t("account.signup.heading")}
      lead={t("account.signup.lead")}
      metaTitle={t("account.signup.metaTitle", { appName })}
      metaDescription={t("account.signup.metaDescription", { appName })}
    >
      <FormError id="signup-error" message={form.formError} />
      <CheckedForm formRef={form.formRef} onSubmit={submit}>
        <CredentialFields email={form.field("email")} password={form.field("password")} signUp />
        <div className="flex flex-col gap-1">
          <div className="flex items-start gap-2">
            <input
              id="accept-terms"
              name="acceptTerms"
              type="checkbox"
              required
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              aria-invalid={form.errors.terms ? true : undefined}
              aria-describedby={form.errors.terms ? "accept-terms-error" : undefined}
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
          {form.errors.terms && (
            <p id="accept-terms-error" className="text-sm font-medium text-red-800">
              {form.errors.terms}
            </p>
          )}
        </div>
        <SubmitButton pending={form.busy} pendingLabel={t("account.signup.submitting")}>
          {t("account.signup.submit")}
        </SubmitButton>
      </CheckedForm>
      <GoogleButton callbackURL={next} />
      <AuthSwitch
        page="login"
        question={t("account.signup.haveAccount")}
        link={t("account.signup.signIn")}
      />
    </AuthCard>
  );
}

export default withRouteMessages(ACCOUNT_MESSAGES, Signup);
