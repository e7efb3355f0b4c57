import { SegmentedSwitch } from "../components/segmented-switch.tsx";
import { useTranslation } from "../i18n/react.tsx";
import {
  type RenderedVariant,
  SIGNATURE_VARIANTS,
  type SignatureVariant,
} from "../signature/variants.ts";
import { PlainTextPreview, Preview } from "./preview.tsx";

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
    <SegmentedSwitch
      legend={t("export.variants.legend")}
      legendClassName="text-sm font-semibold text-ink"
      look="buttons"
      name="variant"
      options={SIGNATURE_VARIANTS}
      value={value}
      onChange={onChange}
      optionLabel={(variant) => t(`export.variants.${variant}`)}
    >
      <p className="mt-2 text-sm text-slate-600">{t(`export.variants.${value}Hint`)}</p>
    </SegmentedSwitch>
  );
}

/** The picker of the signature's versions, then the chosen one's preview. */
export function VariantPreview({
  variants,
  variant,
  onChange,
}: {
  variants: readonly RenderedVariant[];
  variant: SignatureVariant;
  onChange: (variant: SignatureVariant) => void;
}) {
  const shown = variants.find((entry) => entry.variant === variant) ?? variants[0]!;
  return (
    <>
      <VariantPicker value={variant} onChange={onChange} />
      {shown.html === null ? (
        <PlainTextPreview text={shown.text} />
      ) : (
        <Preview html={shown.html} darkModeSwitch fitWidth />
      )}
    </>
  );
}
