import { useTranslation } from "../i18n/react.tsx";

/** Where a signature lives: this browser only, or the account (DESIGN §5). */
export function SignatureLocation({ inCloud }: { inCloud: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${inCloud ? "bg-brand-50 text-brand-800 ring-brand-100" : "bg-slate-50 text-slate-700 ring-slate-300"}`}
    >
      {inCloud ? t("account.location.cloud") : t("account.location.browser")}
    </span>
  );
}
