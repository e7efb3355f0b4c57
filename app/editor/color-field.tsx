import { useTranslation } from "../i18n/react.tsx";
import { MIN_TEXT_CONTRAST } from "../signature/color-presets.ts";
import { contrastRatio, hexColorOr, isHexColor, normalizeHexColor } from "../signature/colors.ts";
import { SIGNATURE_DEFAULTS } from "../signature/schema.ts";
import {
  errorId,
  FieldError,
  FieldHint,
  hintId,
  inputClass,
  LABEL_CLASS,
} from "./field-message.tsx";
import { inputId, useEditorForm } from "./form-context.tsx";

export type ColorFieldName =
  | "accentColor"
  | "textColor"
  | "nameColor"
  | "lineColor"
  | "borderColor"
  | "iconColor";

/**
 * A color as a swatch picker paired with its hex value: either can be used, and a hex value
 * being typed stays as typed (with its error) until it is a valid color. `fallback` is what
 * the picker shows while the value is empty (a color that may be left empty); with
 * `readsOnWhite`, a color too pale for text on white gets a warning.
 */
export function ColorField({
  name,
  label,
  hint,
  fallback,
  readsOnWhite = false,
  children,
}: {
  name: ColorFieldName;
  label: string;
  hint?: string;
  fallback?: string;
  readsOnWhite?: boolean;
  /** shown under the field, e.g. preset colors */
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { fields, errors, change } = useEditorForm();
  const error = errors[name];
  const value = fields[name];
  const labelId = `${name}-label`;
  const pickerId = `${inputId(name)}-picker`;
  const contrastId = `${name}-contrast`;
  const contrast =
    readsOnWhite && isHexColor(value) ? contrastRatio(normalizeHexColor(value), "#ffffff") : null;
  const lowContrast = contrast !== null && contrast < MIN_TEXT_CONTRAST;
  const describedBy =
    [hint && hintId(name), lowContrast && contrastId, error && errorId(name)]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div>
      <label id={labelId} htmlFor={inputId(name)} className={LABEL_CLASS}>
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={pickerId}
          type="color"
          value={hexColorOr(value, fallback ?? SIGNATURE_DEFAULTS[name])}
          aria-labelledby={`${labelId} ${pickerId}-hint`}
          onChange={(event) => change(name, event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-500 bg-white p-1"
        />
        <span id={`${pickerId}-hint`} hidden>
          {t("editor.color.picker")}
        </span>
        <input
          id={inputId(name)}
          name={name}
          value={value}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => change(name, event.target.value)}
          className={inputClass(Boolean(error), "max-w-32 font-mono")}
        />
      </div>
      {hint && <FieldHint name={name}>{hint}</FieldHint>}
      {lowContrast && (
        <p id={contrastId} className="mt-1 flex gap-1 text-sm text-amber-900">
          <span aria-hidden="true">⚠</span>
          {t("editor.style.lowContrast", {
            ratio: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
              contrast,
            ),
          })}
        </p>
      )}
      <FieldError name={name} error={error} />
      {children}
    </div>
  );
}
