import { useTranslation } from "../i18n/react.tsx";
import { EditorSection } from "./editor-section.tsx";
import { TextField } from "./text-field.tsx";
import { TranslationField } from "./translation-fields.tsx";

export function DisclaimerSection() {
  const { t } = useTranslation();
  return (
    <EditorSection section="disclaimer">
      <TextField
        name="disclaimer"
        label={t("editor.disclaimer.label")}
        hint={t("editor.disclaimer.hint")}
        multiline
      />
      <TranslationField name="disclaimer" multiline />
    </EditorSection>
  );
}
