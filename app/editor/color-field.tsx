import { useTranslation } from "../i18n/react.tsx";
import { hexColorOr } from "../signature/colors.ts";
import { SIGNATURE_DEFAULTS } from "../signature/schema.ts";
import {
  describedBy,
  FieldError,
  INPUT_CLASS,
  inputBorder,
  LABEL_CLASS,
} from "./field-message.tsx";
import { inputId, useEditorForm } from "./form-context.tsx";

export type ColorFieldName = "accentColor" | "textColor" | "lineColor" | "borderColor";

/**
 * A color as a swatch picker paired with its hex value: either can be used, and a hex value
 * being typed stays as typed (with its error) until it is a valid color.
 */
export function ColorField({ name, label }: { name: ColorFieldName; label: string }) {
  const { t } = useTranslation();
  const { fields, errors, change } = useEditorForm();
  const error = errors[name];
  const value = fields[name];
  const labelId = `${name}-label`;
  const pickerId = `${inputId(name)}-picker`;
  return (
    <div>
      <label id={labelId} htmlFor={inputId(name)} className={LABEL_CLASS}>
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={pickerId}
          type="color"
          value={hexColorOr(value, SIGNATURE_DEFAULTS[name])}
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
          aria-describedby={describedBy(name, false, Boolean(error))}
          onChange={(event) => change(name, event.target.value)}
          className={`${INPUT_CLASS} ${inputBorder(Boolean(error))} max-w-32 font-mono`}
        />
      </div>
      <FieldError name={name} error={error} />
    </div>
  );
}
