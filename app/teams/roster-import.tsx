import { useEffect, useId, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import type { RosterTable } from "../.server/teams/roster-file.ts";
import { FormMessage } from "../account/form-fields.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { type ColumnMapping, guessMemberMapping } from "./column-mapping.ts";
import { inputClass, smallButton, smallPrimaryButton } from "./form-controls.tsx";
import {
  checkRosterRows,
  mapRosterRows,
  ROSTER_FIELDS,
  type RosterRow,
  type RowProblem,
} from "./roster-rows.ts";

const PREVIEW_ROWS = 5;
type Edits = Record<number, Partial<Record<string, string>>>;

/**
 * Import from a spreadsheet: the file is read by the server (encodings, delimiters, .xlsx),
 * the columns are mapped here with a preview of the first rows, each problem is shown with
 * its row and field and can be corrected in place; nothing is stored until "Import".
 */
export function RosterImport({ placeholders }: { placeholders: readonly string[] }) {
  const { t } = useTranslation();
  const [table, setTable] = useState<RosterTable | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  async function read(file: File) {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/teams/roster", {
        method: "POST",
        headers: { "content-type": "application/octet-stream" },
        body: file,
      });
      const body = await response.json();
      if (!response.ok) setError((body as { detail?: string }).detail ?? t("teams.import.failed"));
      else setTable(body as RosterTable);
    } catch {
      setError(t("teams.import.failed"));
    } finally {
      setBusy(false);
    }
  }

  if (table) {
    return (
      <MappingStep table={table} placeholders={placeholders} onCancel={() => setTable(null)} />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t("teams.import.file")}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={busy}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void read(file);
        }}
        className="text-sm"
      />
      <p id={`${inputId}-hint`} className="text-sm text-slate-600">
        {t("teams.import.fileHint")}
      </p>
      {busy && (
        <p role="status" className="text-sm">
          {t("teams.import.reading")}
        </p>
      )}
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </div>
  );
}

function MappingStep({
  table,
  placeholders,
  onCancel,
}: {
  table: RosterTable;
  placeholders: readonly string[];
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher();
  const [mapping, setMapping] = useState<ColumnMapping<string>>(() =>
    guessMemberMapping(table.headers, placeholders),
  );
  const [edits, setEdits] = useState<Edits>({});
  const fields = [...ROSTER_FIELDS, ...placeholders];
  const rows = useMemo(() => {
    const mapped = mapRosterRows(table.rows, mapping, placeholders);
    return mapped.map((row, index) => applyEdits(row, edits[index]));
  }, [table, mapping, placeholders, edits]);
  const { members, problems } = useMemo(() => checkRosterRows(rows, locale), [rows, locale]);
  const result = fetcher.data as
    | { ok?: boolean; added?: number; updated?: number; errors?: Record<string, string> }
    | undefined;

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) onCancel();
  }, [fetcher.state, result, onCancel]);

  const describe = [
    table.format === "xlsx" ? "Excel (.xlsx)" : `CSV · ${table.encoding?.toUpperCase()}`,
    table.delimiter
      ? t("teams.import.delimiter", { delimiter: delimiterName(table.delimiter, t) })
      : null,
    t("teams.import.rowCount", { count: table.rows.length }),
  ].filter(Boolean);

  return (
    <div className="flex flex-col gap-4" data-testid="roster-mapping">
      <p className="text-sm text-slate-700">{describe.join(" · ")}</p>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 font-semibold">{t("teams.import.mappingHeading")}</legend>
        {fields.map((field) => (
          <ColumnSelect
            key={field}
            field={field}
            headers={table.headers}
            value={mapping[field] ?? []}
            onChange={(columns) => setMapping((current) => ({ ...current, [field]: columns }))}
          />
        ))}
      </fieldset>
      <Preview rows={rows.slice(0, PREVIEW_ROWS)} fields={fields} />
      <ProblemList
        problems={problems}
        rows={rows}
        onEdit={(index, field, value) =>
          setEdits((current) => ({ ...current, [index]: { ...current[index], [field]: value } }))
        }
      />
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="importMembers" />
        <input type="hidden" name="members" value={JSON.stringify(members)} />
        <button
          type="submit"
          className={smallPrimaryButton}
          disabled={fetcher.state !== "idle" || members.length === 0}
        >
          {problems.length === 0
            ? t("teams.import.confirm", { count: members.length })
            : t("teams.import.confirmSkipping", {
                count: members.length,
                skipped: rowsWithProblems(problems),
              })}
        </button>
        <button type="button" className={smallButton} onClick={onCancel}>
          {t("teams.import.cancel")}
        </button>
      </fetcher.Form>
      {result?.errors?._form && <FormMessage tone="error">{result.errors._form}</FormMessage>}
    </div>
  );
}

function applyEdits(row: RosterRow, edits: Edits[number] | undefined): RosterRow {
  if (!edits) return row;
  const next: RosterRow = { ...row, extra: { ...row.extra } };
  for (const [field, value] of Object.entries(edits)) {
    if (value === undefined) continue;
    if ((ROSTER_FIELDS as readonly string[]).includes(field))
      (next as Record<string, unknown>)[field] = value;
    else next.extra[field] = value;
  }
  return next;
}

const rowsWithProblems = (problems: readonly RowProblem[]) =>
  new Set(problems.map((p) => p.row)).size;

function delimiterName(delimiter: string, t: ReturnType<typeof useTranslation>["t"]) {
  if (delimiter === ";") return t("teams.import.delimiters.semicolon");
  if (delimiter === "\t") return t("teams.import.delimiters.tab");
  if (delimiter === "|") return t("teams.import.delimiters.pipe");
  return t("teams.import.delimiters.comma");
}

function useFieldLabel() {
  const { t } = useTranslation();
  return (field: string) =>
    (ROSTER_FIELDS as readonly string[]).includes(field)
      ? t(`teams.member.${field as (typeof ROSTER_FIELDS)[number]}`)
      : `{${field}}`;
}

function ColumnSelect({
  field,
  headers,
  value,
  onChange,
}: {
  field: string;
  headers: readonly string[];
  value: readonly number[];
  onChange: (columns: number[]) => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel()(field);
  const id = useId();
  const select = (position: 0 | 1) => (
    <select
      id={position === 0 ? id : `${id}-and`}
      aria-label={position === 1 ? t("teams.import.andColumn", { field: label }) : undefined}
      value={value[position] ?? ""}
      className={inputClass}
      onChange={(event) => {
        const chosen = event.currentTarget.value === "" ? null : Number(event.currentTarget.value);
        const next = [...value];
        if (chosen === null) next.splice(position, 1);
        else next[position] = chosen;
        onChange(next.filter((column) => Number.isInteger(column)));
      }}
    >
      <option value="">{t("teams.import.notMapped")}</option>
      {headers.map((header, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position (names repeat)
        <option key={index} value={index}>
          {header}
        </option>
      ))}
    </select>
  );
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {select(0)}
      {field === "fullName" && value.length > 0 && select(1)}
    </div>
  );
}

function Preview({ rows, fields }: { rows: readonly RosterRow[]; fields: readonly string[] }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const cell = (row: RosterRow, field: string) =>
    (ROSTER_FIELDS as readonly string[]).includes(field)
      ? row[field as (typeof ROSTER_FIELDS)[number]]
      : (row.extra[field] ?? "");
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls with the keyboard too
    <section className="overflow-x-auto" tabIndex={0} aria-labelledby="import-preview">
      <table className="w-full min-w-max text-left text-sm">
        <caption id="import-preview" className="mb-1 text-left font-semibold">
          {t("teams.import.previewHeading")}
        </caption>
        <thead>
          <tr>
            {fields.map((field) => (
              <th key={field} scope="col" className="border-b border-slate-300 px-2 py-1">
                {label(field)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before import
            <tr key={index}>
              {fields.map((field) => (
                <td key={field} className="border-b border-slate-100 px-2 py-1">
                  {cell(row, field)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ProblemList({
  problems,
  rows,
  onEdit,
}: {
  problems: readonly RowProblem[];
  rows: readonly RosterRow[];
  onEdit: (index: number, field: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  if (problems.length === 0) {
    return (
      <p role="status" className="text-sm font-medium text-emerald-800">
        ✓ {t("teams.import.noProblems", { count: rows.length })}
      </p>
    );
  }
  return (
    <section aria-labelledby="import-problems" className="flex flex-col gap-2">
      <h3 id="import-problems" className="font-semibold text-red-900">
        {t("teams.import.problemsHeading", { count: rowsWithProblems(problems) })}
      </h3>
      <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto">
        {problems.slice(0, 100).map((problem) => {
          const row = rows[problem.row - 2];
          const field = problem.field;
          const current = row
            ? (ROSTER_FIELDS as readonly string[]).includes(field)
              ? row[field as (typeof ROSTER_FIELDS)[number]]
              : (row.extra[field] ?? "")
            : "";
          const message = t(problem.message.key, problem.message.values);
          return (
            <li
              key={`${problem.row}-${field}`}
              className="rounded-md bg-red-50 p-2 ring-1 ring-red-200"
              data-testid="import-problem"
            >
              <label className="flex flex-col gap-1 text-sm">
                <span>
                  {t("teams.import.problem", { row: problem.row, field: label(field), message })}
                </span>
                <input
                  defaultValue={current}
                  className={inputClass}
                  onBlur={(event) => onEdit(problem.row - 2, field, event.currentTarget.value)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      onEdit(problem.row - 2, field, event.currentTarget.value);
                    }
                  }}
                />
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
