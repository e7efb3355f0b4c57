import type { ReactNode } from "react";

const LOOKS = {
  /** a row of tabs on a grey band, the chosen one raised */
  tabs: {
    row: "flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1",
    option:
      "cursor-pointer rounded-md px-2.5 py-1 text-sm font-medium text-slate-800 has-checked:bg-white has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600",
  },
  /** outlined buttons, the chosen one filled */
  buttons: {
    row: "mt-2 flex flex-wrap gap-2",
    option:
      "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-400 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
  },
} as const;

/**
 * One choice among a few, as radio buttons drawn as switches: keyboard and screen readers get
 * a plain radio group. `children` follow the switches (a hint about the choice).
 */
export function SegmentedSwitch<V extends string>({
  legend,
  legendClassName,
  look,
  name,
  options,
  value,
  onChange,
  optionLabel,
  children,
}: {
  legend: string;
  legendClassName: string;
  look: keyof typeof LOOKS;
  name: string;
  options: readonly V[];
  value: V;
  onChange: (value: V) => void;
  optionLabel: (option: V) => string;
  children?: ReactNode;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className={legendClassName}>{legend}</legend>
      <div className={LOOKS[look].row}>
        {options.map((option) => (
          <label key={option} className={LOOKS[look].option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
