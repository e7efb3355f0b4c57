import { PageLink } from "../components/page-link.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { SaveStatus } from "./save-status.tsx";
import type { SaveStatus as Status } from "./use-signature-draft.ts";

export function EditorToolbar({
  status,
  inCloud,
  canUndo,
  onUndo,
  onFinish,
}: {
  status: Status;
  /** the saved signature lives in the account */
  inCloud: boolean;
  canUndo: boolean;
  onUndo: () => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <SaveStatus status={status} inCloud={inCloud} />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={onUndo}
          disabled={!canUndo}
          title={t("editor.actions.undoHint")}
          aria-keyshortcuts="Control+Z Meta+Z"
          className="rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-400 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:ring-slate-300 disabled:hover:bg-white"
        >
          <span aria-hidden="true">↶ </span>
          {t("editor.actions.undo")}
        </button>
        <PageLink
          page="mySignatures"
          className="rounded-md bg-white px-3 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-400 hover:bg-slate-50"
        >
          {t("editor.actions.mySignatures")}
        </PageLink>
        <button
          type="button"
          onClick={onFinish}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("editor.actions.finish")}
        </button>
      </div>
    </div>
  );
}
