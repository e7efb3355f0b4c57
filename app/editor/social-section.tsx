import { useTranslation } from "../i18n/react.tsx";
import { EditorSection } from "./editor-section.tsx";
import { useSamplePlaceholder } from "./sample-details.ts";
import { TextField } from "./text-field.tsx";

export function SocialSection() {
  const { t } = useTranslation();
  const example = useSamplePlaceholder();
  const hint = t("editor.social.hint");
  return (
    <EditorSection id="section-social" legend={t("editor.social.legend")} description={hint}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="linkedin"
          placeholder={example("linkedin")}
          label={t("editor.social.linkedin")}
          inputMode="url"
        />
        <TextField
          name="twitter"
          placeholder={example("twitter")}
          label={t("editor.social.twitter")}
          inputMode="url"
        />
        <TextField
          name="instagram"
          placeholder={example("instagram")}
          label={t("editor.social.instagram")}
          inputMode="url"
        />
        <TextField
          name="calendly"
          placeholder={example("calendly")}
          label={t("editor.social.calendly")}
          inputMode="url"
        />
      </div>
    </EditorSection>
  );
}
