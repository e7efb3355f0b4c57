import { useTranslation } from "../i18n/react.tsx";
import { EditorSection } from "./editor-section.tsx";
import { RowListField } from "./row-list-field.tsx";
import { useSamplePlaceholder } from "./sample-details.ts";
import { TextField } from "./text-field.tsx";

export function DetailsSection() {
  const { t } = useTranslation();
  const example = useSamplePlaceholder();
  return (
    <EditorSection id="section-details" legend={t("editor.details.legend")}>
      <TextField name="name" label={t("editor.details.name")} hint={t("editor.details.nameHint")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="fullName"
          placeholder={example("fullName")}
          label={t("editor.details.fullName")}
          autoComplete="name"
        />
        <TextField
          name="jobTitle"
          placeholder={example("jobTitle")}
          label={t("editor.details.jobTitle")}
          autoComplete="organization-title"
        />
        <TextField
          name="company"
          placeholder={example("company")}
          label={t("editor.details.company")}
          autoComplete="organization"
        />
        <TextField
          name="email"
          placeholder={example("email")}
          label={t("editor.details.email")}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          name="phone"
          placeholder={example("phone")}
          label={t("editor.details.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          name="mobile"
          placeholder={example("mobile")}
          label={t("editor.details.mobile")}
          type="tel"
          inputMode="tel"
        />
        <TextField
          name="website"
          placeholder={example("website")}
          label={t("editor.details.website")}
          inputMode="url"
          autoComplete="url"
        />
        <TextField
          name="address"
          placeholder={example("address")}
          label={t("editor.details.address")}
          autoComplete="street-address"
        />
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
        rowLegend={(index) => t("editor.details.customRow", { number: index + 1 })}
        addLabel={t("editor.details.addCustomField")}
      />
    </EditorSection>
  );
}
