import type { Option } from "./choice-fields.tsx";

/** 0, 1, 2… px for a numeric width field, worded by `label` ("2 px"). */
export function widthOptions(
  range: { min: number; max: number },
  label: (value: number) => string,
): Option<number>[] {
  const options: Option<number>[] = [];
  for (let value = range.min; value <= range.max; value++)
    options.push({ value, label: label(value) });
  return options;
}
