import { useTranslation } from "../i18n/react.tsx";

/** The editor form's parts: each is `#section-<name>`, its legend `editor.<name>.legend`. */
export type EditorSectionName =
  | "template"
  | "details"
  | "photo"
  | "social"
  | "cta"
  | "brand"
  | "style"
  | "legal"
  | "disclaimer";

/** One part of the editor form: a fieldset whose legend is also a heading. */
export function EditorSection({
  section,
  description,
  children,
}: {
  section: EditorSectionName;
  description?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = `section-${section}`;
  return (
    <fieldset
      id={id}
      aria-describedby={description ? `${id}-description` : undefined}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <legend className="float-left w-full">
        <h2 className="text-lg font-semibold text-ink">{t(`editor.${section}.legend`)}</h2>
      </legend>
      {description && (
        <p id={`${id}-description`} className="clear-left pt-1 text-sm text-slate-600">
          {description}
        </p>
      )}
      <div className="clear-left grid gap-4 pt-4">{children}</div>
    </fieldset>
  );
}
