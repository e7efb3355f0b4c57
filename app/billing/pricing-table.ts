// The pricing page's comparison and the success page's list, built from the plan rules
// (rules.ts) so they say what the product enforces. Apart from rules.ts, which every page
// loads, because only those two pages need them.
import type { MessageKey } from "../i18n/translate.ts";
import { TEMPLATES } from "../signature/templates.ts";
import {
  ALLOWANCES,
  type PlanName,
  PRO_FEATURE_NAMES,
  PRO_FEATURES,
  type ProFeature,
} from "./rules.ts";

/** A cell of the pricing page's comparison: what a plan gives for one row. */
export type ComparisonCell =
  | { kind: "yes" }
  | { kind: "no" }
  | { kind: "count"; value: number }
  | { kind: "unlimited" }
  | { kind: "once" };

type RowKey =
  | "freeTemplates"
  | "proTemplates"
  | "browserSignatures"
  | "cloudSignatures"
  | "creditLine";

export type ComparisonRow = {
  key: RowKey | ProFeature;
  /** the row's words (`{{appName}}` filled) */
  label: MessageKey;
  cells: Readonly<Record<PlanName, ComparisonCell>>;
};

const yesNo = (allowed: boolean): ComparisonCell => ({ kind: allowed ? "yes" : "no" });

/** The pricing page's table, generated from ALLOWANCES so it says what the product enforces. */
export function comparisonRows(): ComparisonRow[] {
  const row = (key: RowKey, of: (plan: PlanName) => ComparisonCell): ComparisonRow => ({
    key,
    label: `pricing.rows.${key}`,
    cells: { free: of("free"), pro: of("pro") },
  });
  const freeTemplates = TEMPLATES.filter((template) => !template.pro).length;
  const proTemplates = TEMPLATES.length - freeTemplates;
  return [
    row("freeTemplates", () => ({ kind: "count", value: freeTemplates })),
    row("proTemplates", (plan) =>
      ALLOWANCES[plan].proTemplates ? { kind: "count", value: proTemplates } : { kind: "once" },
    ),
    row("browserSignatures", () => ({ kind: "unlimited" })),
    row("cloudSignatures", (plan) => {
      const limit = ALLOWANCES[plan].cloudSignatures;
      return limit === null ? { kind: "unlimited" } : { kind: "count", value: limit };
    }),
    // "yes" means the visitor chooses; the Free plan always shows it
    row("creditLine", (plan) => yesNo(ALLOWANCES[plan].optionalCreditLine)),
    ...PRO_FEATURE_NAMES.map(
      (key): ComparisonRow => ({
        key,
        label: PRO_FEATURES[key].row,
        cells: { free: yesNo(ALLOWANCES.free[key]), pro: yesNo(ALLOWANCES.pro[key]) },
      }),
    ),
  ];
}

/** What buying Pro unlocks, as the success page lists it (`{{appName}}`, `{{templates}}`). */
export function unlockedByPro(): MessageKey[] {
  const { free, pro } = ALLOWANCES;
  return [
    pro.proTemplates && !free.proTemplates && "pricing.success.unlocked.proTemplates",
    pro.optionalCreditLine && !free.optionalCreditLine && "pricing.success.unlocked.creditLine",
    pro.cloudSignatures !== free.cloudSignatures && "pricing.success.unlocked.cloudSignatures",
    ...PRO_FEATURE_NAMES.map((name) => PRO_FEATURES[name].unlocked),
  ].filter((key): key is MessageKey => typeof key === "string");
}
