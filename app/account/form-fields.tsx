import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { useHydrated } from "../storage/hooks.ts";

export const inputClass =
  "w-full rounded-md border border-slate-400 px-3 py-2 text-base aria-invalid:border-red-700";

type FieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
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

/** A labelled email field whose error and hint are linked to it. */
export function EmailField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  autoComplete,
}: FieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="email"
        inputMode="email"
        autoComplete={autoComplete ?? "email"}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
      />
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled password field with a show/hide switch. */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  autoComplete = "current-password",
}: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={inputClass}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={id}
          aria-label={t("account.form.showPassword")}
          onClick={() => setVisible((v) => !v)}
          className="shrink-0 rounded-md px-3 text-sm font-medium ring-1 ring-slate-400 hover:bg-slate-50"
        >
          {t("account.form.showPasswordShort")}
        </button>
      </div>
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/** A message about the whole form; `focusable` so it can take focus after a failed submit. */
export function FormMessage({
  tone,
  children,
  id,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  id?: string;
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
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md p-3 text-sm ring-1 ${tones[tone]}`}
    >
      {children}
    </div>
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
