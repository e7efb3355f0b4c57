// The figures `npm run bench` judges, each beside its budget (docs/product.md#budgets), gathered over every
// run and printed as one table: min, median and max of the samples, and a verdict on the median.

export type Budget = { at: "most" | "least"; value: number };

export type Figure = {
  label: string;
  unit: string;
  /** none: printed for information, without a verdict */
  budget?: Budget;
  digits: number;
  samples: number[];
};

export const atMost = (value: number): Budget => ({ at: "most", value });
export const atLeast = (value: number): Budget => ({ at: "least", value });

export function createFigures() {
  const figures = new Map<string, Figure>();
  return {
    /** Adds one sample (or several) to the figure `label`, created at its first sample. */
    record(
      label: string,
      unit: string,
      samples: number | number[],
      budget?: Budget,
      digits = 0,
    ): void {
      let figure = figures.get(label);
      if (!figure) {
        figure = { label, unit, budget, digits, samples: [] };
        figures.set(label, figure);
      }
      figure.samples.push(...(Array.isArray(samples) ? samples : [samples]));
    },
    all: (): Figure[] => [...figures.values()],
  };
}

export type Figures = ReturnType<typeof createFigures>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function verdict(figure: Figure): "met" | "NOT met" | "" {
  if (!figure.budget || figure.samples.length === 0) return "";
  const value = median(figure.samples);
  const met =
    figure.budget.at === "most" ? value <= figure.budget.value : value >= figure.budget.value;
  return met ? "met" : "NOT met";
}

const number = (value: number, digits: number) =>
  Number.isFinite(value)
    ? value.toLocaleString("en-US", {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    : "n/a";

/** The table: one line per figure, in the order the figures were first recorded. */
export function formatFigures(figures: Figure[]): string {
  const labelWidth = Math.max(40, ...figures.map((figure) => figure.label.length));
  const lines = [
    `${"figure".padEnd(labelWidth)}  ${"budget".padEnd(14)} ${"min".padStart(9)} ${"median".padStart(9)} ${"max".padStart(9)}  n   verdict`,
  ];
  for (const figure of figures) {
    const budget = figure.budget
      ? `${figure.budget.at === "most" ? "≤" : "≥"} ${number(figure.budget.value, Number.isInteger(figure.budget.value) ? 0 : figure.digits)} ${figure.unit}`.trim()
      : figure.unit
        ? `(${figure.unit})`
        : "—";
    const sorted = [...figure.samples].sort((a, b) => a - b);
    lines.push(
      [
        figure.label.padEnd(labelWidth),
        ` ${budget.padEnd(14)}`,
        number(sorted[0] ?? Number.NaN, figure.digits).padStart(9),
        number(median(sorted), figure.digits).padStart(9),
        number(sorted.at(-1) ?? Number.NaN, figure.digits).padStart(9),
        ` ${String(sorted.length).padStart(2)}`,
        `  ${verdict(figure)}`,
      ].join(" "),
    );
  }
  const judged = figures.filter((figure) => figure.budget);
  const missed = judged.filter((figure) => verdict(figure) === "NOT met");
  lines.push(
    "",
    missed.length
      ? `${judged.length - missed.length} of ${judged.length} budgets met; NOT met: ${missed.map((figure) => figure.label).join("; ")}`
      : `all ${judged.length} budgets met`,
  );
  return lines.join("\n");
}
