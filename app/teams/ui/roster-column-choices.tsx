import { useId } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import type { RosterTable } from "../.server/roster-file.ts";
import {
  type ColumnMapping,
  MAIN_MEMBER_FIELDS,
  MEMBER_FIELDS,
  type MemberField,
} from "../column-mapping.ts";
import { type LabelledField, useFieldLabel } from "../field-label.ts";
import {
  assignColumn,
  choiceOfColumn,
  columnLabel,
  extraKey,
  extraOfKey,
  listOfKey,
} from "../roster-columns.ts";
import { inputClass } from "./form-controls.tsx";

const PERSON_GROUP: readonly MemberField[] = [...MAIN_MEMBER_FIELDS, "locale"];

/** The label of a mapping key: a field's name, a detail's or link's own label, `{placeholder}`. */
export function useKeyLabel(): (key: string) => string {
  const fieldLabel = useFieldLabel();
  return (key) => {
    const list = listOfKey(key);
    if (list) return list.label;
    const extra = extraOfKey(key);
    if (extra !== null) return `{${extra}}`;
    return fieldLabel(key as LabelledField);
  };
}

/** Each column of the file, a sample of it, and what it is imported as. */
export function ColumnChoices({
  table,
  mapping,
  placeholders,
  onChange,
}: {
  table: RosterTable;
  mapping: ColumnMapping<string>;
  placeholders: readonly string[];
  onChange: (mapping: ColumnMapping<string>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-semibold">{t("teams.import.mappingHeading")}</legend>
      <p className="text-sm text-slate-700">{t("teams.import.mappingLead")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {table.headers.map((header, column) => (
          <ColumnChoice
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position (names repeat)
            key={column}
            header={header}
            column={column}
            sample={table.rows.map((row) => row[column]?.trim() ?? "").find(Boolean) ?? ""}
            choice={choiceOfColumn(mapping, column)}
            placeholders={placeholders}
            onChoose={(choice) => onChange(assignColumn(mapping, column, choice, header))}
          />
        ))}
      </div>
    </fieldset>
  );
}

function ColumnChoice({
  header,
  column,
  sample,
  choice,
  placeholders,
  onChoose,
}: {
  header: string;
  column: number;
  sample: string;
  choice: string;
  placeholders: readonly string[];
  onChoose: (choice: string) => void;
}) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const id = useId();
  const name = header.trim() || t("teams.import.column", { number: column + 1 });
  const label = columnLabel(header) || String(column + 1);
  const option = (field: MemberField) => (
    <option key={field} value={field}>
      {fieldLabel(field)}
    </option>
  );
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="truncate text-sm font-medium">
        {name}
      </label>
      <select
        id={id}
        value={choice}
        className={inputClass}
        aria-describedby={sample ? `${id}-sample` : undefined}
        onChange={(event) => onChoose(event.currentTarget.value)}
      >
        <option value="">{t("teams.import.skip")}</option>
        <optgroup label={t("teams.import.groups.person")}>{PERSON_GROUP.map(option)}</optgroup>
        <optgroup label={t("teams.import.groups.profiles")}>
          {MEMBER_FIELDS.filter((field) => !PERSON_GROUP.includes(field)).map(option)}
        </optgroup>
        <optgroup label={t("teams.import.groups.lists")}>
          <option value="detail">{t("teams.import.asDetail", { label })}</option>
          <option value="link">{t("teams.import.asLink", { label })}</option>
        </optgroup>
        {placeholders.length > 0 && (
          <optgroup label={t("teams.import.groups.placeholders")}>
            {placeholders.map((placeholder) => (
              <option key={placeholder} value={extraKey(placeholder)}>
                {`{${placeholder}}`}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      {sample && (
        <p id={`${id}-sample`} className="truncate text-xs text-slate-600">
          {t("teams.import.sample", { value: sample })}
        </p>
      )}
    </div>
  );
}
