import { type FormEvent, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { requireAnonymous } from "../accounts/.server/index.ts";
import {
  AuthSwitch,
  CredentialFields,
  ForgotPassword,
  GoogleButton,
  useAuthForm,
  useNextPage,
} from "../accounts/index.ts";
import { ACCOUNT_MESSAGES } from "../accounts/messages/browser.ts";
import { AuthCard } from "../components/auth-card.tsx";
import {
  CheckedForm,
  FormError,
  FormMessage,
  focusProblem,
  SubmitButton,
} from "../components/form-fields.tsx";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { withRouteMessages } from "../i18n/route-messages.tsx";
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

// /login and /fr/login – sign in with email and password, or Google (docs/product.md#accounts)
function Login() {
  const { t } = useTranslation();
  const { appName } = usePublicConfig();
  const [params] = useSearchParams();
  const next = useNextPage();
  const arrival = useArrivalNotice(params);
  const form = useAuthForm({ email: "", password: "" }, "login-error");
  const { email, password } = form.values;
  const [rememberMe, setRememberMe] = useState(false);
  const hydrated = useHydrated();
  const [forgot, setForgot] = useState(false);
  const forgotButton = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof form.errors = {};
    if (!email.trim()) found.email = t("account.form.required");
    if (!password) found.password = t("account.form.required");
    await form.send(found, {
      path: "/api/auth/login",
      body: { email: email.trim(), password, rememberMe },
      onDone: () => window.location.assign(next),
    });
  };

  return (
    <AuthCard
      heading={t("account.login.heading")}
      lead={t("account.login.lead")}
      metaTitle={t("account.login.metaTitle", { appName })}
      metaDescription={t("account.login.metaDescription", { appName })}
    >
      {arrival && <FormMessage tone={arrival.tone}>{arrival.text}</FormMessage>}
      <FormError id="login-error" message={form.formError} />
      <CheckedForm formRef={form.formRef} onSubmit={submit}>
        <CredentialFields email={form.field("email")} password={form.field("password")} />
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
        <SubmitButton pending={form.busy} pendingLabel={t("account.login.submitting")}>
          {t("account.login.submit")}
        </SubmitButton>
      </CheckedForm>
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
      <AuthSwitch
        page="signup"
        question={t("account.login.noAccount")}
        link={t("account.login.signUp")}
      />
    </AuthCard>
  );
}

export default withRouteMessages(ACCOUNT_MESSAGES, Login);
