import { FieldError, FieldHint, fieldAria, inputClass, LABEL_CLASS } from "./field-message.tsx";
import { inputId, type TextFieldName, useEditorForm } from "./form-context.tsx";

type TextFieldProps = {
  name: TextFieldName;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  inputMode?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  multiline?: boolean;
  placeholder?: string;
};

/** A labelled text input bound to one signature field, with its hint and error. */
export function TextField({
  name,
  label,
  hint,
  type = "text",
  inputMode,
  autoComplete = "off",
  multiline = false,
  placeholder,
}: TextFieldProps) {
  const { fields, errors, change } = useEditorForm();
  const error = errors[name];
  const common = {
    id: inputId(name),
    name,
    value: fields[name],
    autoComplete,
    placeholder,
    ...fieldAria(name, Boolean(hint), Boolean(error)),
    className: inputClass(Boolean(error)),
  } as const;
  return (
    <div>
      <label htmlFor={inputId(name)} className={LABEL_CLASS}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => change(name, event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          spellCheck={type === "text" && inputMode === undefined ? undefined : false}
          onChange={(event) => change(name, event.target.value)}
        />
      )}
      {hint && <FieldHint name={name}>{hint}</FieldHint>}
      <FieldError name={name} error={error} />
    </div>
  );
}
