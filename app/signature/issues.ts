// Turns schema issues into message keys and values for the `validation` namespace:
// `t(message.key, message.values)` in the editor, the server and the API.
import type * as z from "zod/mini";
import { NUMBER_RANGES } from "./schema.ts";
import { isValidationKey, type ValidationKey } from "./validation-keys.ts";

export type { ValidationKey } from "./validation-keys.ts";

export type IssueMessage = { key: ValidationKey; values: Record<string, string | number> };

/** Where an issue without a field (e.g. the whole body is not an object) is filed. */
export const FORM_ERROR = "_form";

type Issue = z.core.$ZodIssue;

function numberRange(issue: Issue): { min: number | string; max: number | string } {
  const field = issue.path.at(-1);
  const known =
    typeof field === "string" && Object.hasOwn(NUMBER_RANGES, field)
      ? NUMBER_RANGES[field as keyof typeof NUMBER_RANGES]
      : null;
  const min = issue.code === "too_small" ? Number(issue.minimum) : (known?.min ?? "");
  const max = issue.code === "too_big" ? Number(issue.maximum) : (known?.max ?? "");
  return { min, max };
}

function fallbackKey(issue: Issue): ValidationKey {
  switch (issue.code) {
    case "too_big":
      return issue.origin === "string" ? "validation.tooLong" : "validation.outOfRange";
    case "too_small":
      return issue.origin === "string" ? "validation.required" : "validation.outOfRange";
    case "invalid_type":
      return issue.expected === "int" ? "validation.wholeNumber" : "validation.invalidType";
    case "invalid_value":
      return "validation.choice";
    case "unrecognized_keys":
      return "validation.unknownField";
    case "invalid_format":
      if (issue.format === "email") return "validation.email";
      if (issue.format === "url") return "validation.url";
      if (issue.format === "datetime" || issue.format === "date") return "validation.date";
      return "validation.invalid";
    default:
      return "validation.invalid";
  }
}

function valuesOf(issue: Issue, key: ValidationKey): IssueMessage["values"] {
  switch (issue.code) {
    case "too_big":
    case "too_small":
      if (key === "validation.outOfRange") return numberRange(issue);
      return issue.code === "too_big"
        ? { max: Number(issue.maximum) }
        : { min: Number(issue.minimum) };
    case "unrecognized_keys":
      return { field: issue.keys.join(", ") };
    case "custom": {
      const values: IssueMessage["values"] = {};
      for (const [name, value] of Object.entries(issue.params ?? {})) {
        if (typeof value === "string" || typeof value === "number") values[name] = value;
      }
      return values;
    }
    default:
      return {};
  }
}

/** `{ key: "validation.tooLong", values: { max: 120 } }` for a too-long name. */
export function issueMessage(issue: Issue): IssueMessage {
  const key = isValidationKey(issue.message) ? issue.message : fallbackKey(issue);
  return { key, values: valuesOf(issue, key) };
}

/**
 * The first message of each field, keyed by field name, for forms. Unknown fields are filed
 * under their own name; issues about the whole input under FORM_ERROR; issues inside a list
 * under the list's name and under their dotted path.
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, IssueMessage> {
  const errors: Record<string, IssueMessage> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys" && issue.path.length === 0) {
      for (const name of issue.keys) {
        errors[name] ??= { key: "validation.unknownField", values: { field: name } };
      }
      continue;
    }
    const field = issue.path.length > 0 ? String(issue.path[0]) : FORM_ERROR;
    const message = issueMessage(issue);
    errors[field] ??= message;
    // A row of a list (`customFields.1.value`) is also filed under its own path.
    if (issue.path.length > 1) errors[issue.path.join(".")] ??= message;
  }
  return errors;
}
