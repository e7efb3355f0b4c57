import { useTranslation } from "../i18n/react.tsx";
import { saveStatusMessageKey } from "./save-status-message.ts";
import type { SaveStatus as Status } from "./use-signature-draft.ts";

type State = Status["state"];

const TONE: Record<State, string> = {
  new: "text-slate-700",
  saving: "text-slate-700",
  saved: "text-emerald-800",
  invalid: "text-red-700",
};

const ICON: Record<State, string> = {
  new: "",
  saving: "",
  saved: "✓",
  invalid: "⚠",
};

const TRIAL_KEY = {
  pro: "editor.status.trial",
  locked: "editor.status.trialLocked",
  switch: "editor.status.trialSwitch",
} as const;

/**
 * Where the autosave stands, and what it leaves out (an invalid field, a template on trial),
 * announced politely to screen readers. What is left out comes first; "Saved" then says
 * "everything else", never contradicting it.
 */
export function SaveStatus({ status, inCloud = false }: { status: Status; inCloud?: boolean }) {
  const { t } = useTranslation();
  const { state, unsavedFields, trial } = status;
  const partly = state === "saved" && (unsavedFields > 0 || trial !== null);
  const icon = partly ? "" : ICON[state];
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium">
      {unsavedFields > 0 && (
        <span className="flex items-center gap-1.5 text-red-700">
          <span aria-hidden="true">⚠</span>
          {t("editor.status.unsavedFields", { count: unsavedFields })}
        </span>
      )}
      {trial && (
        <span
          className={`flex items-center gap-1.5 ${trial === "locked" ? "text-red-700" : "text-amber-900"}`}
        >
          <span aria-hidden="true">{trial === "locked" ? "⚠" : "◐"}</span>
          {t(TRIAL_KEY[trial])}
        </span>
      )}
      <span className={`flex items-center gap-1.5 ${partly ? "text-slate-700" : TONE[state]}`}>
        {icon && <span aria-hidden="true">{icon}</span>}
        {t(saveStatusMessageKey(status, inCloud))}
      </span>
    </p>
  );
}
