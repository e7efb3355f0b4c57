import { useTranslation } from "../i18n/react.tsx";
import { EditorSection } from "./editor-section.tsx";
import { useSamplePlaceholder } from "./sample-details.ts";
import { TextField } from "./text-field.tsx";
import { TranslationField } from "./translation-fields.tsx";

export function CtaSection() {
  const { t } = useTranslation();
  const example = useSamplePlaceholder();
  return (
    <EditorSection section="cta" description={t("editor.cta.hint")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="ctaLabel" placeholder={example("ctaLabel")} label={t("fields.ctaLabel")} />
        <TextField
          name="ctaUrl"
          placeholder={example("ctaUrl")}
          label={t("fields.ctaUrl")}
          inputMode="url"
        />
      </div>
      <TranslationField name="ctaLabel" />
    </EditorSection>
  );
}
