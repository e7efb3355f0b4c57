import { useState } from "react";
import { FormMessage, secondaryButton } from "../../components/form-fields.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import { outcomeMessage, postAuth } from "../auth-request.ts";

/** The address and its verification, with "send the verification email again". */
export function EmailSection({ email, emailVerified }: { email: string; emailVerified: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const resend = async () => {
    setBusy(true);
    const result = await postAuth("/api/auth/send-verification-email", {
      email,
      callbackURL: pagePath("account", locale),
    });
    setBusy(false);
    setMessage(outcomeMessage(result, t("account.account.verificationSent", { email }), t));
  };
  return (
    <PageSection id="account-email" heading={t("account.account.emailHeading")}>
      <p className="font-medium break-all">{email}</p>
      <p className={emailVerified ? "text-emerald-800" : "text-amber-900"}>
        {emailVerified ? t("account.account.verified") : t("account.account.notVerified")}
      </p>
      {!emailVerified && (
        <button
          type="button"
          className={`${secondaryButton} self-start`}
          disabled={busy || !hydrated}
          onClick={resend}
        >
          {t("account.account.resendVerification")}
        </button>
      )}
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </PageSection>
  );
}
