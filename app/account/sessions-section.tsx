import { useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { useHydrated } from "../storage/hooks.ts";
import { AccountSection } from "./account-section.tsx";
import { failureMessage } from "./auth-request.ts";
import { FormMessage, secondaryButton } from "./form-fields.tsx";
import { signOut } from "./sign-out.ts";

/** Sign out of this browser, or of all of them. */
export function SessionsSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState("");
  const run = async (everywhere: boolean) => {
    setBusy(true);
    setError("");
    const result = await signOut({ everywhere });
    if (result.ok) {
      window.location.assign(`${pagePath("login", locale)}?signedOut`);
      return;
    }
    setBusy(false);
    setError(failureMessage(result, t));
  };
  return (
    <AccountSection id="account-sessions" heading={t("account.account.sessionsHeading")}>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={busy || !hydrated}
          onClick={() => run(false)}
        >
          {t("account.account.signOut")}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy || !hydrated}
          aria-describedby="sign-out-all-hint"
          onClick={() => run(true)}
        >
          {t("account.account.signOutAll")}
        </button>
      </div>
      <p id="sign-out-all-hint" className="text-sm text-slate-600">
        {t("account.account.signOutAllHint")}
      </p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </AccountSection>
  );
}
