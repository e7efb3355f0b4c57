import { useTranslation } from "../i18n/react.tsx";
import type { DarkModeMode } from "../signature/dark-mode.ts";

export type PreviewMode = "light" | DarkModeMode;
const MODES: readonly PreviewMode[] = ["light", "full", "partial"];

/** Light, or one of the two ways email clients turn a signature dark. */
export function DarkModeSwitch({
  value,
  onChange,
}: {
  value: PreviewMode;
  onChange: (mode: PreviewMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t("report.darkMode.legend")}</legend>
      <div className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {MODES.map((mode) => (
          <label
            key={mode}
            className="cursor-pointer rounded-md px-2.5 py-1 text-sm font-medium text-slate-800 has-checked:bg-white has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="preview-mode"
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              className="sr-only"
            />
            {t(`report.darkMode.${mode}`)}
          </label>
        ))}
      </div>
      {value !== "light" && (
        <p className="mt-1 text-sm text-slate-600">{t(`report.darkMode.${value}Hint`)}</p>
      )}
    </fieldset>
  );
}
