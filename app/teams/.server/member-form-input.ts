// What the manager's member form sends (app/teams/ui/member-form.tsx): every person field by its
// name, custom details and links by row (`customFields.0.label`, `customLinks.1.url`), the
// design's extra placeholders (`extra.<name>`) and the language. Empty rows are left out; an
// issue in a row is filed back under the row's own inputs.
import type { Locale } from "../../i18n/locales.ts";
import { PERSON_TEXT_FIELDS } from "../../signature/person-design.ts";
import { LIMITS } from "../../signature/schema.ts";

type ListName = "customFields" | "customLinks";
const LISTS: Record<ListName, "value" | "url"> = { customFields: "value", customLinks: "url" };

export function memberFormInput(form: FormData, fallbackLocale: Locale) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const input: Record<string, unknown> = {};
  for (const name of PERSON_TEXT_FIELDS) input[name] = text(name);
  /** for each list, the form row of each row sent */
  const formRows: Record<ListName, number[]> = { customFields: [], customLinks: [] };
  for (const [list, second] of Object.entries(LISTS) as [ListName, "value" | "url"][]) {
    const rows: Record<string, string>[] = [];
    for (let index = 0; index < LIMITS[list]; index += 1) {
      const label = text(`${list}.${index}.label`);
      const other = text(`${list}.${index}.${second}`);
      if (label.trim() === "" && other.trim() === "") continue;
      rows.push({ label, [second]: other });
      formRows[list].push(index);
    }
    input[list] = rows;
  }
  const extra: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name.startsWith("extra.") && typeof value === "string" && value.trim() !== "") {
      extra[name.slice("extra.".length)] = value;
    }
  }
  input.extra = extra;
  input.locale = form.get("locale") ?? fallbackLocale;
  /** An issue's path as the form names its input (`customFields.0.value` of the sent rows). */
  const formPath = (path: string) =>
    path.replace(
      /^(customFields|customLinks)\.(\d+)/,
      (_, list: ListName, index: string) => `${list}.${formRows[list][Number(index)] ?? index}`,
    );
  return { input, formPath };
}
