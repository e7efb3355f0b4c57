import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useId,
  useState,
} from "react";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { useTranslation } from "../i18n/react.tsx";

export const inputClass =
  "w-full rounded-md border border-slate-400 px-3 py-2 text-base aria-invalid:border-red-700";

/** A field bound to state (`value`, `onChange`), or a plain form's (`defaultValue`). */
export type FieldProps = {
  label: string;
  name: string;
  value?: string;
  onChange?: (value: string) => void;
  defaultValue?: string;
  error?: string;
  hint?: string;
  autoComplete?: string;
};

export function Described({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

export function describedBy(id: string, hint?: string, error?: string) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

/** `aria-invalid` and `aria-describedby` of a control whose hint and error `Described` shows. */
export function describedControl(id: string, hint?: string, error?: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
  } as const;
}

/** A label, its control (`children`, with the id `id`) and the control's hint and error. */
export function LabelledField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/** The input of `EmailField` and `PasswordField`: required, bound to `value`, described. */
function BoundInput({
  id,
  name,
  type,
  inputMode,
  autoComplete,
  value,
  onChange,
  defaultValue,
  hint,
  error,
}: Omit<FieldProps, "label"> & {
  id: string;
  type: "email" | "password" | "text";
  inputMode?: "email";
}) {
  return (
    <input
      id={id}
      name={name}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      required
      {...(onChange
        ? {
            value,
            onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
          }
        : { defaultValue })}
      {...describedControl(id, hint, error)}
      className={inputClass}
    />
  );
}

/** A labelled email field whose error and hint are linked to it. */
export function EmailField({ label, ...input }: FieldProps) {
  const id = useId();
  return (
    <LabelledField id={id} label={label} hint={input.hint} error={input.error}>
      <BoundInput
        {...input}
        id={id}
        type="email"
        inputMode="email"
        autoComplete={input.autoComplete ?? "email"}
      />
    </LabelledField>
  );
}

/**
 * A labelled password field with a show/hide switch (on pages React does not hydrate, the
 * islands' script wires it: `data-password-toggle`).
 */
export function PasswordField({ label, autoComplete = "current-password", ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField id={id} label={label} hint={input.hint} error={input.error}>
      <div className="flex gap-2">
        <BoundInput
          {...input}
          id={id}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={id}
          aria-label={t("account.form.showPassword")}
          data-password-toggle=""
          onClick={() => setVisible((v) => !v)}
          className="shrink-0 rounded-md px-3 text-sm font-medium ring-1 ring-slate-400 hover:bg-slate-50"
        >
          {t("account.form.showPasswordShort")}
        </button>
      </div>
    </LabelledField>
  );
}

/**
 * A message about the whole form; focusable so it can take focus after a failed submit (on a
 * page React does not hydrate, `focusOnLoad` asks the islands' script to, app/islands/forms.ts).
 */
export function FormMessage({
  tone,
  children,
  id,
  focusOnLoad = false,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  id?: string;
  focusOnLoad?: boolean;
}) {
  const tones = {
    error: "bg-red-50 text-red-900 ring-red-300",
    success: "bg-emerald-50 text-emerald-900 ring-emerald-300",
    info: "bg-slate-50 text-slate-800 ring-slate-300",
  };
  return (
    <div
      id={id}
      tabIndex={-1}
      data-focus-on-load={focusOnLoad ? "" : undefined}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md p-3 text-sm ring-1 ${tones[tone]}`}
    >
      {children}
    </div>
  );
}

/** The error of the whole form, when there is one; `children` follow the message. */
export function FormError({
  id,
  message,
  children,
  focusOnLoad,
}: {
  id: string;
  message: string | undefined;
  children?: ReactNode;
  focusOnLoad?: boolean;
}) {
  if (!message) return null;
  return (
    <FormMessage tone="error" id={id} focusOnLoad={focusOnLoad}>
      {message}
      {children}
    </FormMessage>
  );
}

export const primaryButton =
  "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
export const secondaryButton =
  "rounded-md bg-white px-4 py-2 font-semibold text-slate-800 ring-1 ring-slate-400 hover:bg-slate-50 disabled:opacity-70";

/** Moves focus to the first invalid field of `form`, or to the element with `fallbackId`. */
export function focusProblem(form: HTMLFormElement | null, fallbackId?: string) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? (fallbackId ? document.getElementById(fallbackId) : null))?.focus();
  });
}

/**
 * A form the page checks itself (`noValidate`, see `useCheckedForm`), its fields in `Fields`.
 */
export function CheckedForm({
  formRef,
  onSubmit,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Fields>{children}</Fields>
    </form>
  );
}

/** The fields of a form, disabled until React has hydrated so early typing is never lost. */
export function Fields({
  children,
  className = "flex flex-col gap-4",
}: {
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={`min-w-0 ${className}`}>
      {children}
    </fieldset>
  );
}

/** A form's submit button, disabled and saying `pendingLabel` while the form is being sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  className = primaryButton,
  children,
}: {
  pending: boolean;
  pendingLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
