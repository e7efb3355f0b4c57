import { useTranslation } from "../i18n/react.tsx";
import { LIMITS } from "../signature/schema.ts";
import { FieldError, FieldHint, fieldAria, inputClass, LABEL_CLASS } from "./field-message.tsx";
import { inputId, useEditorForm } from "./form-context.tsx";
import { TranslationDisclosure } from "./translation-fields.tsx";

type ListName = "customFields" | "customLinks";
type Row = Record<string, string>;

export type RowColumn = {
  key: string;
  label: string;
  placeholder?: string;
  inputMode?: "text" | "url";
};

/**
 * A short ordered list of rows (custom fields, custom links): each row a group of inputs
 * with buttons to move it up or down and to remove it, and a button to add one.
 */
export function RowListField({
  name,
  legend,
  hint,
  columns,
  translations,
  rowLegend,
  addLabel,
}: {
  name: ListName;
  legend: string;
  hint: string;
  columns: readonly RowColumn[];
  /** the same row's texts in the signature's other language, behind a disclosure per row */
  translations?: { filled: boolean; columns: readonly RowColumn[] };
  rowLegend: (index: number) => string;
  addLabel: string;
}) {
  const { t } = useTranslation();
  const { fields, errors, change } = useEditorForm();
  const rows = fields[name] as readonly Row[];
  const max = LIMITS[name];
  const set = (next: Row[]) => change(name, next as never);
  const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const cellId = (index: number, key: string) => inputId(`${name}-${index}-${key}`);

  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    set(next);
    focus(`${name}-${index + by}-${by < 0 ? "up" : "down"}`);
  };

  const cell = (row: Row, index: number, column: RowColumn) => {
    const path = `${name}.${index}.${column.key}`;
    const error = errors[path];
    const id = cellId(index, column.key);
    return (
      <div key={column.key} className="min-w-0">
        <label htmlFor={id} className={LABEL_CLASS}>
          {column.label}
        </label>
        <input
          id={id}
          value={row[column.key] ?? ""}
          placeholder={column.placeholder}
          inputMode={column.inputMode}
          spellCheck={column.inputMode === "url" ? false : undefined}
          autoComplete="off"
          {...fieldAria(path, false, Boolean(error))}
          maxLength={column.key.startsWith("label") ? LIMITS.customLabel : undefined}
          onChange={(event) =>
            set(
              rows.map((item, at) =>
                at === index ? { ...item, [column.key]: event.target.value } : item,
              ),
            )
          }
          className={inputClass(Boolean(error))}
        />
        <FieldError name={path} error={error} />
      </div>
    );
  };

  return (
    <fieldset aria-describedby={`${name}-hint`} className="min-w-0">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <FieldHint name={name}>{hint}</FieldHint>
      <ol className="mt-2 grid gap-3">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
          <li key={index}>
            <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
              <legend className="sr-only">{rowLegend(index)}</legend>
              {columns.map((column) => cell(row, index, column))}
              <div className="flex gap-1">
                <button
                  id={`${name}-${index}-up`}
                  type="button"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t("editor.rows.moveUp", { row: rowLegend(index) })}
                  className={ICON_BUTTON}
                >
                  ↑
                </button>
                <button
                  id={`${name}-${index}-down`}
                  type="button"
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t("editor.rows.moveDown", { row: rowLegend(index) })}
                  className={ICON_BUTTON}
                >
                  ↓
                </button>
                <button
                  type="button"
                  onClick={() => {
                    set(rows.filter((_, at) => at !== index));
                    focus(`${name}-add`);
                  }}
                  aria-label={t("editor.rows.remove", { row: rowLegend(index) })}
                  className="rounded-md px-2 py-2 text-sm font-medium text-red-700 underline underline-offset-2 hover:bg-red-50"
                >
                  {t("editor.rows.removeShort")}
                </button>
              </div>
              {translations && (
                <TranslationDisclosure
                  id={`${name}-${index}-translation`}
                  filled={translations.filled}
                  className="sm:col-span-3"
                >
                  <div className="grid gap-2 sm:grid-cols-[1fr_2fr] sm:items-end">
                    {translations.columns.map((column) => cell(row, index, column))}
                  </div>
                </TranslationDisclosure>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <FieldError
        name={name}
        error={
          errors[name] && !Object.keys(errors).some((key) => key.startsWith(`${name}.`))
            ? errors[name]
            : undefined
        }
      />
      <button
        id={`${name}-add`}
        type="button"
        disabled={rows.length >= max}
        onClick={() => {
          set([...rows, Object.fromEntries(columns.map((column) => [column.key, ""]))]);
          focus(cellId(rows.length, columns[0]!.key));
        }}
        className="mt-3 rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-600 disabled:ring-slate-400"
      >
        {rows.length >= max ? t("editor.rows.full", { max }) : addLabel}
      </button>
    </fieldset>
  );
}

const ICON_BUTTON =
  "size-9 rounded-md border border-slate-400 bg-white text-base text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400";
