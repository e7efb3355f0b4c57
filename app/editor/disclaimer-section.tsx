import { useTranslation } from "../i18n/react.tsx";
import { EditorSection } from "./editor-section.tsx";
import { TextField } from "./text-field.tsx";

export function DisclaimerSection() {
  const { t } = useTranslation();
  return (
    <EditorSection id="section-disclaimer" legend={t("editor.disclaimer.legend")}>
      <TextField
        name="disclaimer"
        label={t("editor.disclaimer.label")}
        hint={t("editor.disclaimer.hint")}
        multiline
      />
    </EditorSection>
  );
}
