import { useState } from "react";
import { FormMessage, secondaryButton } from "../../components/form-fields.tsx";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { usePublicConfig } from "../../hooks/use-public-config.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { failureMessage, postAuth } from "../auth-request.ts";

/** "Continue with Google", only when the server has Google configured (docs/product.md#accounts). */
export function GoogleButton({ callbackURL }: { callbackURL: string }) {
  const { t } = useTranslation();
  const { googleEnabled } = usePublicConfig();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState("");
  if (!googleEnabled) return null;
  const start = async () => {
    setBusy(true);
    setError("");
    const result = await postAuth<{ url: string }>("/api/auth/google", { callbackURL });
    if (result.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setBusy(false);
    setError(failureMessage(result, t));
  };
  return (
    <>
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span className="h-px flex-1 bg-slate-300" />
        {t("account.form.or")}
        <span className="h-px flex-1 bg-slate-300" />
      </div>
      <button
        type="button"
        className={secondaryButton}
        disabled={busy || !hydrated}
        onClick={start}
      >
        {t("account.form.google")}
      </button>
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </>
  );
}
