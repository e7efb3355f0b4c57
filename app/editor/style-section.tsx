import { ProLink } from "../billing/index.ts";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { hexColorOr } from "../signature/colors.ts";
import { FONT_IDS, FONT_STACKS } from "../signature/fonts.ts";
import { NUMBER_RANGES } from "../signature/schema.ts";
import { BoundSelectField, CheckboxField } from "./choice-fields.tsx";
import { ColorField } from "./color-field.tsx";
import { ColorPresets } from "./color-presets.tsx";
import { EditorSection } from "./editor-section.tsx";
import { useEditorForm } from "./form-context.tsx";
import { SizeChoices } from "./size-choices.tsx";
import { widthOptions } from "./width-options.ts";

/** A font's display name: the first family of its stack ("Trebuchet MS"). */
function fontName(stack: string): string {
  return stack.split(",")[0]!.trim();
}

const FONT_OPTIONS = FONT_IDS.map((id) => ({ value: id, label: fontName(FONT_STACKS[id]) }));

export function StyleSection() {
  const { t } = useTranslation();
  const { appName } = usePublicConfig();
  const { fields, allowance } = useEditorForm();
  const creditOptional = allowance.optionalCreditLine;
  const textColor = hexColorOr(fields.textColor, "#111827");
  return (
    <EditorSection section="style">
      <div className="grid gap-4 sm:grid-cols-2">
        <ColorField name="accentColor" label={t("editor.style.accentColor")} readsOnWhite>
          <ColorPresets name="accentColor" legend={t("editor.style.accentPresets")} />
        </ColorField>
        <ColorField
          name="nameColor"
          label={t("editor.style.nameColor")}
          hint={t("editor.style.nameColorHint")}
          fallback={textColor}
          readsOnWhite
        >
          <ColorPresets
            name="nameColor"
            legend={t("editor.style.namePresets")}
            sameAs={{ color: textColor, label: t("editor.style.sameAsText") }}
          />
        </ColorField>
        <ColorField name="textColor" label={t("editor.style.textColor")} readsOnWhite />
        <ColorField name="lineColor" label={t("editor.style.lineColor")} />
        <BoundSelectField
          name="lineWidth"
          label={t("editor.style.lineWidth")}
          options={widthOptions(NUMBER_RANGES.lineWidth, (value) => t("editor.pixels", { value }))}
        />
        <BoundSelectField
          name="fontFamily"
          label={t("editor.style.font")}
          hint={t("editor.style.fontHint")}
          options={FONT_OPTIONS}
        />
      </div>
      <SizeChoices />
      <CheckboxField
        name="creditEnabled"
        label={t("editor.style.credit", { appName })}
        hint={creditOptional ? undefined : t("editor.style.creditLocked")}
        disabled={!creditOptional}
        checked={creditOptional ? undefined : true}
      />
      {!creditOptional && (
        <p className="text-sm">
          <ProLink />
        </p>
      )}
    </EditorSection>
  );
}
