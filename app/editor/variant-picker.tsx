import { useTranslation } from "../i18n/react.tsx";
import { SIGNATURE_VARIANTS, type SignatureVariant } from "../signature/variants.ts";

/** Full, short, plain text or bilingual: which version the page shows, copies and downloads. */
export function VariantPicker({
  value,
  onChange,
}: {
  value: SignatureVariant;
  onChange: (variant: SignatureVariant) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-ink">{t("export.variants.legend")}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {SIGNATURE_VARIANTS.map((variant) => (
          <label
            key={variant}
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-400 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="variant"
              value={variant}
              checked={value === variant}
              onChange={() => onChange(variant)}
              className="sr-only"
            />
            {t(`export.variants.${variant}`)}
          </label>
        ))}
      </div>
      <p className="mt-2 text-sm text-slate-600">{t(`export.variants.${value}Hint`)}</p>
    </fieldset>
  );
}
