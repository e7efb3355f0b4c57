import { useEffect, useId, useMemo, useState } from "react";
import { FormMessage } from "../../components/form-fields.tsx";
import { useFetcher } from "../../components/island-fetcher.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import type { RosterTable } from "../.server/roster-file.ts";
import { type ColumnMapping, guessMemberMapping } from "../column-mapping.ts";
import { unmappedColumns } from "../roster-columns.ts";
import { checkRosterRows, mapRosterRows, type RosterRow, type RowProblem } from "../roster-rows.ts";
import { inputClass, smallButton, smallPrimaryButton } from "./form-controls.tsx";
import { ColumnChoices, useKeyLabel } from "./roster-column-choices.tsx";

const PREVIEW_ROWS = 5;
type Edits = Record<number, Record<string, string>>;
export type ImportCounts = { added: number; updated: number };

/**
 * The file input is visually hidden behind its label, drawn as the product's buttons (as the
 * photo's): no browser's raw "Choose File / No file chosen" on screen, one name for both.
 */
const fileLabelClass =
  "inline-block cursor-pointer self-start rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-400 hover:bg-slate-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-wait peer-disabled:opacity-60";

/**
 * Import from a spreadsheet: the file is read by the server (encodings, delimiters, .xlsx),
 * each column is mapped here with a preview of the first rows, each problem is shown with its
 * row and field and can be corrected in place; nothing is stored until "Import", after which
 * `onImported` takes over (the import closes, its result is said where it was opened).
 */
export function RosterImport({
  placeholders,
  onImported,
}: {
  placeholders: readonly string[];
  onImported: (counts: ImportCounts) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
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
        // the refusals (problem+json) in the page's language (ADR 004)
        headers: { "content-type": "application/octet-stream", "accept-language": locale },
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
      <MappingStep
        table={table}
        placeholders={placeholders}
        onCancel={() => setTable(null)}
        onImported={onImported}
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
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
        className="peer sr-only"
      />
      <label htmlFor={inputId} className={fileLabelClass}>
        {t("teams.import.file")}
      </label>
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
  onImported,
}: {
  table: RosterTable;
  placeholders: readonly string[];
  onCancel: () => void;
  onImported: (counts: ImportCounts) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher();
  const [mapping, setMapping] = useState<ColumnMapping<string>>(() =>
    guessMemberMapping(table.headers, placeholders),
  );
  const [edits, setEdits] = useState<Edits>({});
  const rows = useMemo(
    () => mapRosterRows(table.rows, mapping).map((row, index) => withEdits(row, edits[index])),
    [table, mapping, edits],
  );
  const { members, problems } = useMemo(() => checkRosterRows(rows, locale), [rows, locale]);
  const result = fetcher.data as
    | ({ ok?: boolean; errors?: Record<string, string> } & Partial<ImportCounts>)
    | undefined;

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) {
      onImported({ added: result.added ?? 0, updated: result.updated ?? 0 });
    }
  }, [fetcher.state, result, onImported]);

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
      <ColumnChoices
        table={table}
        mapping={mapping}
        placeholders={placeholders}
        onChange={setMapping}
      />
      <NotImported table={table} mapping={mapping} />
      <Preview rows={rows.slice(0, PREVIEW_ROWS)} keys={keysInFileOrder(mapping)} />
      <ProblemList
        problems={problems}
        rows={rows}
        onEdit={(index, key, value) =>
          setEdits((current) => ({ ...current, [index]: { ...current[index], [key]: value } }))
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

/** A row with the corrections made in place (of the keys it still has). */
function withEdits(row: RosterRow, edits: Edits[number] | undefined): RosterRow {
  if (!edits) return row;
  const next = { ...row };
  for (const [key, value] of Object.entries(edits)) if (key in row) next[key] = value;
  return next;
}

/** The mapped keys, in the order of their first column in the file. */
function keysInFileOrder(mapping: ColumnMapping<string>): string[] {
  return Object.entries(mapping)
    .filter(([, columns]) => columns.length > 0)
    .sort(([, a], [, b]) => Math.min(...a) - Math.min(...b))
    .map(([key]) => key);
}

/** Names every column holding something that the mapping leaves out. */
function NotImported({ table, mapping }: { table: RosterTable; mapping: ColumnMapping<string> }) {
  const { t } = useTranslation();
  const left = unmappedColumns(table, mapping);
  if (left.length === 0) return null;
  const names = left.map(
    (column) => table.headers[column]?.trim() || t("teams.import.column", { number: column + 1 }),
  );
  return (
    <p
      role="status"
      className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
      data-testid="import-not-imported"
    >
      {t("teams.import.notImported", { columns: names.join(", ") })}
    </p>
  );
}

const rowsWithProblems = (problems: readonly RowProblem[]) =>
  new Set(problems.map((p) => p.row)).size;

function delimiterName(delimiter: string, t: ReturnType<typeof useTranslation>["t"]) {
  if (delimiter === ";") return t("teams.import.delimiters.semicolon");
  if (delimiter === "\t") return t("teams.import.delimiters.tab");
  if (delimiter === "|") return t("teams.import.delimiters.pipe");
  return t("teams.import.delimiters.comma");
}

function Preview({ rows, keys }: { rows: readonly RosterRow[]; keys: readonly string[] }) {
  const { t } = useTranslation();
  const label = useKeyLabel();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls with the keyboard too
    <section className="overflow-x-auto" tabIndex={0} aria-labelledby="import-preview">
      <table className="w-full min-w-max text-left text-sm">
        <caption id="import-preview" className="mb-1 text-left font-semibold">
          {t("teams.import.previewHeading")}
        </caption>
        <thead>
          <tr>
            {keys.map((key) => (
              <th key={key} scope="col" className="border-b border-slate-300 px-2 py-1">
                {label(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before import
            <tr key={index}>
              {keys.map((key) => (
                <td key={key} className="border-b border-slate-100 px-2 py-1">
                  {row[key] ?? ""}
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
  onEdit: (index: number, key: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const label = useKeyLabel();
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
          const key = problem.field;
          const current = rows[problem.row - 2]?.[key] ?? "";
          const message = t(problem.message.key, problem.message.values);
          return (
            <li
              key={`${problem.row}-${key}`}
              className="rounded-md bg-red-50 p-2 ring-1 ring-red-200"
              data-testid="import-problem"
            >
              <label className="flex flex-col gap-1 text-sm">
                <span>
                  {t("teams.import.problem", { row: problem.row, field: label(key), message })}
                </span>
                <input
                  defaultValue={current}
                  className={inputClass}
                  onBlur={(event) => onEdit(problem.row - 2, key, event.currentTarget.value)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      onEdit(problem.row - 2, key, event.currentTarget.value);
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
