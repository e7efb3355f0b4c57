import type { ReactNode } from "react";
import { FormMessage, primaryButton, secondaryButton } from "../../components/form-fields.tsx";
import { usePublicConfig } from "../../hooks/use-public-config.ts";
import { useTranslation } from "../../i18n/react.tsx";
import type { AuthFormIntent, FormText } from "../auth-form-state.ts";

// The forms of the sign-in, sign-up and reset pages: plain HTML forms posted to the page's
// action (app/accounts/.server/auth-forms.ts), so they work before and without any script;
// the islands' script only marks a form as sending and moves focus (app/islands/forms.ts).

/** A form of the page, sent to the page's own URL (its `?next=` and `?token=` kept). */
export function AuthForm({
  intent,
  className = "flex flex-col gap-4",
  children,
  ...data
}: {
  intent: AuthFormIntent;
  className?: string;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string }) {
  return (
    <form method="post" noValidate data-enhance="" className={className} {...data}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}

/** The submit button: it says `sendingLabel` while the form is on its way. */
export function SendButton({
  sendingLabel,
  className = primaryButton,
  label,
  children,
}: {
  sendingLabel: string;
  className?: string;
  /** its accessible name, when the visible text is not enough */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={className}
      aria-label={label}
      data-sending-label={sendingLabel}
    >
      {children}
    </button>
  );
}

/** Turns an action's message into text: `say(state.formError)`. */
export function useFormText(): (text: FormText | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return (text) => (!text ? undefined : "text" in text ? text.text : t(text.key, text.values));
}

/** "Continue with Google", only when the server has Google configured (docs/product.md#accounts). */
export function GoogleSignIn({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  const { googleEnabled } = usePublicConfig();
  if (!googleEnabled) return null;
  return (
    <>
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span className="h-px flex-1 bg-slate-300" />
        {t("account.form.or")}
        <span className="h-px flex-1 bg-slate-300" />
      </div>
      {error && (
        <FormMessage tone="error" focusOnLoad>
          {error}
        </FormMessage>
      )}
      <AuthForm intent="google">
        <SendButton className={secondaryButton} sendingLabel={t("account.form.google")}>
          {t("account.form.google")}
        </SendButton>
      </AuthForm>
    </>
  );
}
