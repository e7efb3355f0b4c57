import { useTranslation } from "../i18n/react.tsx";
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
 * announced politely to screen readers.
 */
export function SaveStatus({ status, inCloud = false }: { status: Status; inCloud?: boolean }) {
  const { t } = useTranslation();
  const { state, unsavedFields, trial } = status;
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium">
      <span className={`flex items-center gap-1.5 ${TONE[state]}`}>
        {ICON[state] && <span aria-hidden="true">{ICON[state]}</span>}
        {state === "saved" && inCloud
          ? t("account.location.cloudSaved")
          : t(`editor.status.${state}`)}
      </span>
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
    </p>
  );
}
