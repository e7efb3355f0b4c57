import { useTranslation } from "../i18n/react.tsx";
import { EditorSection } from "./editor-section.tsx";
import { useSamplePlaceholder } from "./sample-details.ts";
import { TextField } from "./text-field.tsx";

export function CtaSection() {
  const { t } = useTranslation();
  const example = useSamplePlaceholder();
  return (
    <EditorSection
      id="section-cta"
      legend={t("editor.cta.legend")}
      description={t("editor.cta.hint")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="ctaLabel"
          placeholder={example("ctaLabel")}
          label={t("editor.cta.label")}
        />
        <TextField
          name="ctaUrl"
          placeholder={example("ctaUrl")}
          label={t("editor.cta.url")}
          inputMode="url"
        />
      </div>
    </EditorSection>
  );
}
