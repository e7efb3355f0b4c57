import type { SignatureFieldName, SignatureFields } from "../signature/schema.ts";
import {
  describedBy,
  FieldError,
  FieldHint,
  fieldAria,
  inputClass,
  LABEL_CLASS,
} from "./field-message.tsx";
import { type BooleanFieldName, inputId, useEditorForm } from "./form-context.tsx";

export type Option<V extends string | number> = { value: V; label: string };

/** A labelled drop-down list of fixed values. */
export function SelectField<V extends string | number>({
  name,
  label,
  hint,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
}) {
  const { errors } = useEditorForm();
  const error = errors[name];
  return (
    <div>
      <label htmlFor={inputId(name)} className={LABEL_CLASS}>
        {label}
      </label>
      <select
        id={inputId(name)}
        name={name}
        value={String(value)}
        {...fieldAria(name, Boolean(hint), Boolean(error))}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className={inputClass(Boolean(error))}
      >
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && <FieldHint name={name}>{hint}</FieldHint>}
      <FieldError name={name} error={error} />
    </div>
  );
}

/** A checkbox bound to a yes/no field. */
export function CheckboxField({
  name,
  label,
  hint,
  disabled = false,
  checked,
}: {
  name: BooleanFieldName;
  label: string;
  hint?: string;
  disabled?: boolean;
  /** shown instead of the field's value (e.g. forced on) */
  checked?: boolean;
}) {
  const { fields, errors, change } = useEditorForm();
  const error = errors[name];
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={inputId(name)}
          name={name}
          type="checkbox"
          checked={checked ?? fields[name]}
          disabled={disabled}
          aria-describedby={describedBy(name, Boolean(hint), Boolean(error))}
          onChange={(event) => change(name, event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={inputId(name)} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {hint && (
        <div className="pl-8">
          <FieldHint name={name}>{hint}</FieldHint>
        </div>
      )}
      <FieldError name={name} error={error} />
    </div>
  );
}

/** Mutually exclusive options as a fieldset of radio buttons. */
export function RadioGroup<V extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset>
      <legend className={LABEL_CLASS}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-400 px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The value of a signature field chosen among fixed values, as a drop-down or radios hold it. */
type ChoiceOf<K extends SignatureFieldName, V> = Extract<SignatureFields[K], V>;

/** `SelectField` bound to the signature field it is named after. */
export function BoundSelectField<K extends SignatureFieldName>({
  name,
  ...rest
}: {
  name: K;
  label: string;
  hint?: string;
  options: readonly Option<ChoiceOf<K, string | number>>[];
}) {
  const { fields, change } = useEditorForm();
  return (
    <SelectField
      {...rest}
      name={name}
      value={fields[name] as ChoiceOf<K, string | number>}
      onChange={(value) => change(name, value)}
    />
  );
}

/** `RadioGroup` bound to the signature field it is named after. */
export function BoundRadioGroup<K extends SignatureFieldName>({
  name,
  ...rest
}: {
  name: K;
  legend: string;
  options: readonly Option<ChoiceOf<K, string>>[];
}) {
  const { fields, change } = useEditorForm();
  return (
    <RadioGroup
      {...rest}
      name={name}
      value={fields[name] as ChoiceOf<K, string>}
      onChange={(value) => change(name, value)}
    />
  );
}
