// Results of a batch for the output tests.
import { DEFAULT_SIGNATURE_FIELDS } from "../../signature/schema.ts";
import type { RowResult } from "./rows.ts";

export const rendered = (row: number, fullName: string): RowResult => ({
  row,
  ok: true,
  fields: { ...DEFAULT_SIGNATURE_FIELDS, fullName },
  html: `<table><tr><td>${fullName}</td></tr></table>`,
  text: `${fullName}\n`,
  characters: 38 + fullName.length,
  problems: [],
});
export const failed = (row: number): RowResult => ({
  row,
  ok: false,
  errors: [{ path: "email", code: "custom", message: "Enter a valid email address." }],
});
