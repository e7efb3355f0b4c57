import { callFromPage } from "../.server/api/call-from-page.ts";
import {
  authFormAction,
  requireAnonymous,
  signUp,
  startGoogleSignIn,
} from "../accounts/.server/index.ts";
import {
  AuthForm,
  AuthSwitch,
  CredentialFields,
  GoogleSignIn,
  SendButton,
  useFormText,
} from "../accounts/index.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { FormError } from "../components/form-fields.tsx";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { Trans, useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { localizedPath } from "../route-table.ts";
import type { Route } from "./+types/signup";

// /signup and /fr/signup – create an account (docs/product.md#accounts). Plain forms: no
// framework on this page (ADR 016).

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return null;
}

export const action = authFormAction(callFromPage, { signup: signUp, google: startGoogleSignIn });

/** The document answer takes its headers from here: a refusal's Retry-After. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const say = useFormText();
  const locale = useLocale();
  const { appName } = usePublicConfig();
  const sent = actionData?.intent === "signup" ? actionData : undefined;
  const termsError = say(sent?.fieldErrors.terms);

  return (
    <AuthCard
      heading={t("account.signup.heading")}
      lead={t("account.signup.lead")}
      metaTitle={t("account.signup.metaTitle", { appName })}
      metaDescription={t("account.signup.metaDescription", { appName })}
    >
      <FormError id="signup-error" message={say(sent?.formError)} focusOnLoad />
      <AuthForm intent="signup">
        <CredentialFields
          email={{ defaultValue: sent?.email, error: say(sent?.fieldErrors.email) }}
          password={{ error: say(sent?.fieldErrors.password) }}
          signUp
        />
        <div className="flex flex-col gap-1">
          <div className="flex items-start gap-2">
            <input
              id="accept-terms"
              name="acceptTerms"
              type="checkbox"
              required
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? "accept-terms-error" : undefined}
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
          {termsError && (
            <p id="accept-terms-error" className="text-sm font-medium text-red-800">
              {termsError}
            </p>
          )}
        </div>
        <SendButton sendingLabel={t("account.signup.submitting")}>
          {t("account.signup.submit")}
        </SendButton>
      </AuthForm>
      <GoogleSignIn
        error={actionData?.intent === "google" ? say(actionData.formError) : undefined}
      />
      <AuthSwitch
        page="login"
        question={t("account.signup.haveAccount")}
        link={t("account.signup.signIn")}
      />
    </AuthCard>
  );
}
