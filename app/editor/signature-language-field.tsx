import { useTranslation } from "../i18n/react.tsx";
import { otherLanguage, SIGNATURE_LANGUAGES } from "../signature/schema.ts";
import { BoundSelectField } from "./choice-fields.tsx";
import { useEditorForm } from "./form-context.tsx";

/**
 * The language the signature is written in, whatever the interface's: its labels, legal
 * wording and punctuation (docs/decisions/033-bilingual-signatures.md).
 */
export function SignatureLanguageField() {
  const { t } = useTranslation();
  const { fields } = useEditorForm();
  return (
    <BoundSelectField
      name="language"
      label={t("editor.language.label")}
      hint={t("editor.language.hint", {
        other: t(`editor.language.inSentence.${otherLanguage(fields.language)}`),
      })}
      options={SIGNATURE_LANGUAGES.map((language) => ({
        value: language,
        label: t(`editor.language.${language}`),
      }))}
    />
  );
}
