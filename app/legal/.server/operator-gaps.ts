// The operator details French law asks of a legal notice (LCEN art. 6) that this instance
// leaves unset, and how each audience learns of them (docs/decisions/035): the operator by a
// warning at start-up in production and by placeholders in development; visitors never see a
// placeholder, only the notice without the line.
import type { Config, Operator } from "../../.server/env.ts";

/** The lines of the legal notice that have no fallback, by the variable that fills each. */
export const LEGAL_NOTICE_SETTINGS = {
  address: "OPERATOR_ADDRESS",
  phone: "OPERATOR_PHONE",
  publisher: "OPERATOR_PUBLISHER",
  host: "OPERATOR_HOST",
} as const satisfies Partial<Record<keyof Operator, `OPERATOR_${string}`>>;

type GapField = keyof typeof LEGAL_NOTICE_SETTINGS;
const GAP_FIELDS = Object.keys(LEGAL_NOTICE_SETTINGS) as GapField[];

/** The `OPERATOR_*` variables the legal notice needs and this configuration lacks. */
export function missingOperatorSettings(operator: Operator): string[] {
  return GAP_FIELDS.filter((field) => operator[field] === null).map(
    (field) => LEGAL_NOTICE_SETTINGS[field],
  );
}

/** The start-up warning of a production server whose legal notice is incomplete, or null. */
export function legalNoticeWarning(
  config: Pick<Config, "env" | "operator">,
): { message: string; fields: { missing: string[] } } | null {
  if (config.env !== "production") return null;
  const missing = missingOperatorSettings(config.operator);
  if (missing.length === 0) return null;
  return {
    message: `legal notice incomplete (French law, LCEN art. 6): set ${missing.join(", ")}`,
    fields: { missing },
  };
}

/** Whether the legal pages show `[OPERATOR_X not set]` in place of a missing line. */
export function showsOperatorPlaceholders(config: Pick<Config, "env">): boolean {
  return config.env === "development";
}

/** The operator as the legal pages state it: in development, each gap named. */
export function operatorShown(config: Pick<Config, "env" | "operator">): Operator {
  if (!showsOperatorPlaceholders(config)) return config.operator;
  const shown = { ...config.operator };
  for (const field of GAP_FIELDS) {
    shown[field] ??= `[${LEGAL_NOTICE_SETTINGS[field]} not set]`;
  }
  return shown;
}
