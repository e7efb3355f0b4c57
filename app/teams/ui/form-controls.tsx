import { type FormEvent, type ReactNode, useId } from "react";
import { Described, describedBy, inputClass } from "../../components/form-fields.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";

export { inputClass };
export const smallButton =
  "rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-400 hover:bg-slate-50 disabled:opacity-60";
export const smallPrimaryButton =
  "rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

/** A fetcher form's submit button, disabled while the form is being sent. */
export function SubmitButton({
  fetcher,
  className,
  children,
}: {
  fetcher: { state: "idle" | "loading" | "submitting" };
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={fetcher.state !== "idle"}>
      {children}
    </button>
  );
}

/** A form's `onSubmit` that asks `question` first and sends nothing unless confirmed. */
export function confirmFirst(question: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(question)) event.preventDefault();
  };
}

/** A labelled input of a fetcher form, with its error linked to it. */
export function Field({
  label,
  name,
  defaultValue,
  error,
  hint,
  type = "text",
  required,
  autoComplete = "off",
  children,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  required?: boolean;
  autoComplete?: string;
  /** a select instead of the input */
  children?: ReactNode;
}) {
  const id = useId();
  const shared = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    className: inputClass,
  } as const;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children ? (
        <select {...shared} defaultValue={defaultValue}>
          {children}
        </select>
      ) : (
        <input
          {...shared}
          type={type}
          defaultValue={defaultValue}
          required={required}
          autoComplete={autoComplete}
        />
      )}
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/** The errors an action answered with, by field (`_form` for the whole form). */
export type ActionErrors = Record<string, string>;

export function actionErrors(data: unknown): ActionErrors {
  if (typeof data === "object" && data !== null && "errors" in data) {
    return (data as { errors: ActionErrors }).errors;
  }
  return {};
}

/** Previous, "page n of m", next: the cards' pages and the table's (roster-table.tsx). */
export function PageLinks({
  page,
  pageCount,
  href,
  className = "",
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("teams.members.pages")}
      className={`flex flex-wrap items-center gap-3 ${className}`}
    >
      {page > 1 && (
        <a href={href(page - 1)} className={smallButton}>
          {t("teams.members.previous")}
        </a>
      )}
      <span className="text-sm text-slate-700">
        {t("teams.members.page", { page, pages: pageCount })}
      </span>
      {page < pageCount && (
        <a href={href(page + 1)} className={smallButton}>
          {t("teams.members.next")}
        </a>
      )}
    </nav>
  );
}

/** A moment as the page's language writes it, date and time (links, syncs, previews). */
export function useDateTime() {
  const locale = useLocale();
  return (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(iso),
    );
}
