import { useTranslation } from "../../i18n/react.tsx";

/**
 * Where a signature lives: this browser only, the account (docs/product.md#storage), or this browser for an
 * account that signed out (`keptFrom`, ADR 028).
 */
export function SignatureLocation({ inCloud, keptFrom }: { inCloud: boolean; keptFrom?: string }) {
  const { t } = useTranslation();
  if (keptFrom !== undefined) {
    return (
      <span className="inline-block rounded-md bg-amber-50 px-2 py-0.5 text-xs font-medium break-all text-amber-950 ring-1 ring-amber-300">
        {t("library.keptFrom", { email: keptFrom })}
      </span>
    );
  }
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${inCloud ? "bg-brand-50 text-brand-800 ring-brand-100" : "bg-slate-50 text-slate-700 ring-slate-300"}`}
    >
      {inCloud ? t("account.location.cloud") : t("account.location.browser")}
    </span>
  );
}
