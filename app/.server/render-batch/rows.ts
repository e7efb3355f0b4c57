// The shapes a batch goes through: people as sent, then one result per person.
import type { CompatibilityProblem } from "../../signature/compatibility.server.ts";
import type { SignatureFields } from "../../signature/schema.ts";
import type { ValidationError } from "../http/json-body.ts";

/** One entry of a failed row's `errors`: the field (`""` for the whole row), a code, a message. */
export type RowError = ValidationError;

/** One person as sent: its row number (from 1) and its fields, not yet checked. */
export type PersonInput = {
  row: number;
  /** a JSON array item (any value), or a CSV row's cells by field name */
  fields: unknown;
  /** a CSV row with more cells than the header has columns */
  tooManyCells?: true;
};

/** What the caller asked for, once the body has been read. */
export type BatchRequest = {
  /** id of one of the caller's saved signatures to start from */
  signatureId: string | null;
  /** design fields sent with the request (not yet checked) */
  design: Record<string, unknown>;
  people: PersonInput[];
};

export type RenderedRow = {
  row: number;
  ok: true;
  fields: SignatureFields;
  html: string;
  text: string;
  characters: number;
  problems: CompatibilityProblem[];
};

export type FailedRow = { row: number; ok: false; errors: RowError[] };

export type RowResult = RenderedRow | FailedRow;
