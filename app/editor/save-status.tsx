import { useTranslation } from "../i18n/react.tsx";
import type { SaveStatus as Status } from "./use-signature-draft.ts";

const TONE: Record<Status, string> = {
  new: "text-slate-700",
  saving: "text-slate-700",
  saved: "text-emerald-800",
  invalid: "text-red-700",
  blocked: "text-red-700",
};

const ICON: Record<Status, string> = {
  new: "",
  saving: "…",
  saved: "✓",
  invalid: "⚠",
  blocked: "⚠",
};

/** Where the autosave stands, announced politely to screen readers. */
export function SaveStatus({ status, inCloud = false }: { status: Status; inCloud?: boolean }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={`flex items-center gap-1.5 text-sm font-medium ${TONE[status]}`}>
      {ICON[status] && status !== "saving" && <span aria-hidden="true">{ICON[status]}</span>}
      {status === "saved" && inCloud
        ? t("account.location.cloudSaved")
        : t(`editor.status.${status}`)}
    </p>
  );
}
