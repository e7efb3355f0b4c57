import { useTranslation } from "../i18n/react.tsx";
import type { IssueMessage } from "../signature/issues.ts";

export function hintId(name: string) {
  return `${name}-hint`;
}

export function errorId(name: string) {
  return `${name}-error`;
}

/** The ids an input's aria-describedby lists: its hint, then its error. */
export function describedBy(name: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function FieldHint({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <p id={hintId(name)} className="mt-1 text-sm text-slate-600">
      {children}
    </p>
  );
}

export function FieldError({ name, error }: { name: string; error: IssueMessage | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={errorId(name)} className="mt-1 flex gap-1 text-sm font-medium text-red-700">
      <span aria-hidden="true">⚠</span>
      {t(error.key, error.values)}
    </p>
  );
}

export const INPUT_CLASS =
  "block w-full rounded-md border bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-slate-500 disabled:bg-slate-100";

export function inputBorder(invalid: boolean): string {
  return invalid ? "border-red-700" : "border-slate-500";
}

/** The class of a text input or a select, its border red when `invalid`; `extra` after it. */
export function inputClass(invalid: boolean, extra = "mt-1"): string {
  return `${INPUT_CLASS} ${inputBorder(invalid)} ${extra}`;
}

/** An input's ARIA state: invalid with an error, described by its hint and its error. */
export function fieldAria(name: string, hint: boolean, error: boolean) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(name, hint, error),
  } as const;
}

export const LABEL_CLASS = "block text-sm font-medium text-slate-800";
