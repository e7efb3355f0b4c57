import { useTranslation } from "../i18n/react.tsx";
import { EditorSection } from "./editor-section.tsx";
import { useEditorForm } from "./form-context.tsx";
import { RowListField } from "./row-list-field.tsx";
import { useSamplePlaceholder } from "./sample-details.ts";
import { SignatureLanguageField } from "./signature-language-field.tsx";
import { TextField } from "./text-field.tsx";
import { TranslationField, useOtherLanguageName } from "./translation-fields.tsx";

type Detail = {
  name: "fullName" | "jobTitle" | "company" | "email" | "phone" | "mobile" | "website" | "address";
  type?: "email" | "tel";
  inputMode?: "email" | "tel" | "url";
  autoComplete?: string;
};

/** The person's contact details, with what browsers autofill and phones type them with. */
const CONTACT_FIELDS: readonly Detail[] = [
  { name: "company", autoComplete: "organization" },
  { name: "email", type: "email", inputMode: "email", autoComplete: "email" },
  { name: "phone", type: "tel", inputMode: "tel", autoComplete: "tel" },
  { name: "mobile", type: "tel", inputMode: "tel" },
  { name: "website", inputMode: "url", autoComplete: "url" },
  { name: "address", autoComplete: "street-address" },
];

/** One of the person's details, the example person's as its placeholder. */
function DetailField({ name, type, inputMode, autoComplete }: Detail) {
  const { t } = useTranslation();
  const example = useSamplePlaceholder();
  return (
    <TextField
      name={name}
      placeholder={example(name)}
      label={
        // a person's field has one label wherever it is named (fields.ts); the company's are the editor's
        name === "company" || name === "website" || name === "address"
          ? t(`editor.details.${name}`)
          : t(`fields.${name}`)
      }
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
    />
  );
}

export function DetailsSection() {
  const { t } = useTranslation();
  const { fields } = useEditorForm();
  const language = useOtherLanguageName();
  const rowsTranslated = fields.customFields.some(
    (row) => Boolean(row.labelTranslation) || Boolean(row.valueTranslation),
  );
  return (
    <EditorSection section="details">
      <TextField name="name" label={t("editor.details.name")} hint={t("editor.details.nameHint")} />
      <SignatureLanguageField />
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField name="fullName" autoComplete="name" />
        <div className="grid content-start gap-2">
          <DetailField name="jobTitle" autoComplete="organization-title" />
          <TranslationField name="jobTitle" />
        </div>
        {CONTACT_FIELDS.map((field) => (
          <DetailField key={field.name} {...field} />
        ))}
      </div>
      <RowListField
        name="customFields"
        legend={t("editor.details.customFields")}
        hint={t("editor.details.customFieldsHint")}
        columns={[
          {
            key: "label",
            label: t("editor.details.customLabel"),
            placeholder: t("editor.details.customLabelExample"),
          },
          {
            key: "value",
            label: t("editor.details.customValue"),
            placeholder: t("editor.details.customValueExample"),
          },
        ]}
        translations={{
          filled: rowsTranslated,
          columns: [
            { key: "labelTranslation", label: t("editor.translation.customLabel", { language }) },
            { key: "valueTranslation", label: t("editor.translation.customValue", { language }) },
          ],
        }}
        rowLegend={(index) => t("editor.details.customRow", { number: index + 1 })}
        addLabel={t("editor.details.addCustomField")}
      />
    </EditorSection>
  );
}
