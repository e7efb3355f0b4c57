import { useTranslation } from "../i18n/react.tsx";
import {
  FONT_SIZES,
  PHOTO_SIZE_CHOICES,
  type PhotoSizeChoice,
  SPACINGS,
} from "../signature/style-options.ts";
import { getTemplate } from "../signature/templates.ts";
import { BoundRadioGroup, BoundSelectField } from "./choice-fields.tsx";
import { useEditorForm } from "./form-context.tsx";

const FONT_SIZE_LABELS = {
  small: "editor.style.fontSizeSmall",
  normal: "editor.style.fontSizeNormal",
  large: "editor.style.fontSizeLarge",
} as const;

const SPACING_LABELS = {
  compact: "editor.style.spacingCompact",
  normal: "editor.style.spacingNormal",
  airy: "editor.style.spacingAiry",
} as const;

/** Text size, spacing and photo size: how large and how loose the signature is. */
export function SizeChoices() {
  const { t } = useTranslation();
  const { fields } = useEditorForm();
  const template = getTemplate(fields.template);
  const photoOptions: Array<{ value: PhotoSizeChoice; label: string }> = [
    {
      value: "auto",
      label:
        template.photoSize === null
          ? t("editor.style.photoSizeAutoNoPhoto")
          : t("editor.style.photoSizeAuto", { size: template.photoSize }),
    },
    ...PHOTO_SIZE_CHOICES.map((size) => ({
      value: size,
      label: t("editor.pixels", { value: size }),
    })),
  ];
  return (
    <div className="grid gap-4">
      <BoundRadioGroup
        name="fontSize"
        legend={t("editor.style.fontSize")}
        options={FONT_SIZES.map((size) => ({ value: size, label: t(FONT_SIZE_LABELS[size]) }))}
      />
      <BoundRadioGroup
        name="spacing"
        legend={t("editor.style.spacing")}
        options={SPACINGS.map((spacing) => ({ value: spacing, label: t(SPACING_LABELS[spacing]) }))}
      />
      <BoundSelectField
        name="photoSize"
        label={t("editor.style.photoSize")}
        hint={
          template.photo === "none"
            ? t("editor.photo.noPhotoTemplate", { template: t(template.nameKey) })
            : undefined
        }
        options={photoOptions}
      />
    </div>
  );
}
