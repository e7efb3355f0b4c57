import { useTranslation } from "../i18n/react.tsx";
import { COLOR_PRESETS } from "../signature/color-presets.ts";
import type { ColorFieldName } from "./color-field.tsx";
import { useEditorForm } from "./form-context.tsx";

type Swatch = { value: string; color: string; label: string };

const SWATCH_CLASS =
  "block h-7 min-w-7 rounded-full border-2 border-white ring-1 ring-slate-400 peer-checked:ring-2 peer-checked:ring-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700";

/**
 * Ready-made colors for a color field, each readable as text on white (color-presets.ts):
 * a group of radio buttons drawn as swatches, so arrow keys move between them and each has a
 * name. `sameAs` adds a first swatch that empties the field (the name in the text color).
 */
export function ColorPresets({
  name,
  legend,
  sameAs,
}: {
  name: ColorFieldName;
  legend: string;
  sameAs?: { color: string; label: string };
}) {
  const { t } = useTranslation();
  const { fields, change } = useEditorForm();
  const current = fields[name].toLowerCase();
  const swatches: Swatch[] = [
    ...(sameAs ? [{ value: "", ...sameAs }] : []),
    ...COLOR_PRESETS.map((preset) => ({
      value: preset.color,
      color: preset.color,
      label: t(`editor.colorPresets.${preset.id}`),
    })),
  ];
  return (
    <fieldset className="mt-2">
      <legend className="text-sm text-slate-600">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-1">
        {swatches.map((swatch) => (
          <label key={swatch.value} title={swatch.label} className="cursor-pointer p-0.5">
            <input
              type="radio"
              name={`${name}-preset`}
              value={swatch.value}
              checked={current === swatch.value}
              onChange={() => change(name, swatch.value)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={`${SWATCH_CLASS} ${swatch.value === "" ? "flex items-center px-2 text-xs font-semibold text-white" : "size-7"}`}
              style={{ backgroundColor: swatch.color }}
            >
              {swatch.value === "" ? "Aa" : null}
            </span>
            <span className="sr-only">{swatch.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
