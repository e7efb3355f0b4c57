// What the editor shows but the saved signature does not hold yet (ADR 019): the value of a
// field that is not valid, and a template being tried. Kept per signature id in browser
// storage so a reload shows them again; gone once saved, and with their signature.
import { sameFieldValue } from "../signature/field-values.ts";
import {
  SIGNATURE_DEFAULTS,
  SIGNATURE_FIELD_NAMES,
  type SignatureFieldName,
} from "../signature/schema.ts";
import { DRAFTS_KEY } from "./keys.ts";
import { readValue, writeValue } from "./local-store.ts";

/** A field as typed: text, a number, a switch, or the rows of a list (custom fields, links). */
export type DraftValue = string | number | boolean | DraftRow[];
type DraftRow = Record<string, string>;
export type DraftValues = Partial<Record<SignatureFieldName, DraftValue>>;
type Drafts = Readonly<Record<string, DraftValues>>;

const NO_DRAFTS: Drafts = Object.freeze({});
const NO_VALUES: DraftValues = Object.freeze({});
/** Longer than any field allows: anything longer was not typed in the editor. */
const MAX_TEXT_LENGTH = 10_000;

/** A short list of rows of short texts, as the editor's list fields type them. */
function isRows(value: unknown): value is DraftRow[] {
  return (
    Array.isArray(value) &&
    value.length <= 10 &&
    value.every(
      (row) =>
        isObject(row) &&
        Object.values(row).every(
          (cell) => typeof cell === "string" && cell.length <= MAX_TEXT_LENGTH,
        ),
    )
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Known fields only, each of its field's type (a field's draft is what its input holds). */
function parseValues(value: unknown): DraftValues {
  if (!isObject(value)) return NO_VALUES;
  const values: DraftValues = {};
  for (const name of SIGNATURE_FIELD_NAMES) {
    const entry = value[name];
    if (typeof entry !== typeof SIGNATURE_DEFAULTS[name]) continue;
    if (typeof entry === "string" && entry.length > MAX_TEXT_LENGTH) continue;
    if (typeof entry === "number" && !Number.isFinite(entry)) continue;
    if (typeof entry === "object") {
      if (isRows(entry)) values[name] = entry;
      continue;
    }
    values[name] = entry as DraftValue;
  }
  return values;
}

export function parseDrafts(raw: string | null): Drafts {
  if (!raw) return NO_DRAFTS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NO_DRAFTS;
  }
  if (!isObject(value)) return NO_DRAFTS;
  const drafts: Record<string, DraftValues> = {};
  for (const [id, entry] of Object.entries(value)) {
    const values = parseValues(entry);
    if (Object.keys(values).length > 0) drafts[id] = values;
  }
  return drafts;
}

export function readDrafts(): Drafts {
  return readValue(DRAFTS_KEY, parseDrafts);
}

/** The draft values of one signature (empty when it has none). */
export function readDraft(id: string): DraftValues {
  return readDrafts()[id] ?? NO_VALUES;
}

function sameValues(a: DraftValues, b: DraftValues): boolean {
  const keys = Object.keys(a) as SignatureFieldName[];
  return (
    keys.length === Object.keys(b).length && keys.every((key) => sameFieldValue(a[key], b[key]))
  );
}

function writeDrafts(drafts: Record<string, DraftValues>) {
  writeValue(DRAFTS_KEY, drafts);
}

/** Keeps `values` as the draft of signature `id`; no values removes its draft. */
export function writeDraft(id: string, values: DraftValues): void {
  const drafts = readDrafts();
  const current = drafts[id] ?? NO_VALUES;
  if (sameValues(current, values)) return;
  const { [id]: _previous, ...others } = drafts;
  writeDrafts(Object.keys(values).length > 0 ? { ...others, [id]: { ...values } } : others);
}

export function deleteDraft(id: string): void {
  writeDraft(id, NO_VALUES);
}

/** A signature got a new id (its cloud id): its draft follows. */
export function renameDraft(from: string, to: string): void {
  const drafts = readDrafts();
  const values = drafts[from];
  if (!values) return;
  const { [from]: _moved, ...others } = drafts;
  writeDrafts({ ...others, [to]: values });
}

/** Drops the drafts of signatures that are no longer stored. */
export function keepDraftsOf(ids: ReadonlySet<string>): void {
  const drafts = readDrafts();
  const kept = Object.entries(drafts).filter(([id]) => ids.has(id));
  if (kept.length !== Object.keys(drafts).length) writeDrafts(Object.fromEntries(kept));
}
