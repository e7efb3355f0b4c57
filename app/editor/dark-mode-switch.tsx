import { SegmentedSwitch } from "../components/segmented-switch.tsx";
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
    <SegmentedSwitch
      legend={t("report.darkMode.legend")}
      legendClassName="sr-only"
      look="tabs"
      name="preview-mode"
      options={MODES}
      value={value}
      onChange={onChange}
      optionLabel={(mode) => t(`report.darkMode.${mode}`)}
    >
      {value !== "light" && (
        <p className="mt-1 text-sm text-slate-600">{t(`report.darkMode.${value}Hint`)}</p>
      )}
    </SegmentedSwitch>
  );
}
