import { useTranslation } from "../i18n/react.tsx";
import { EditorSection } from "./editor-section.tsx";
import { TextField } from "./text-field.tsx";

export function DetailsSection() {
  const { t } = useTranslation();
  return (
    <EditorSection id="section-details" legend={t("editor.details.legend")}>
      <TextField name="name" label={t("editor.details.name")} hint={t("editor.details.nameHint")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="fullName" label={t("editor.details.fullName")} autoComplete="name" />
        <TextField
          name="jobTitle"
          label={t("editor.details.jobTitle")}
          autoComplete="organization-title"
        />
        <TextField name="company" label={t("editor.details.company")} autoComplete="organization" />
        <TextField
          name="email"
          label={t("editor.details.email")}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          name="phone"
          label={t("editor.details.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField name="mobile" label={t("editor.details.mobile")} type="tel" inputMode="tel" />
        <TextField
          name="website"
          label={t("editor.details.website")}
          inputMode="url"
          autoComplete="url"
        />
        <TextField
          name="address"
          label={t("editor.details.address")}
          autoComplete="street-address"
        />
      </div>
    </EditorSection>
  );
}
