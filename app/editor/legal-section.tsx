import { useTranslation } from "../i18n/react.tsx";
import { LEGAL_FORMS, normalizeDigits, vatNumberFromSiren } from "../signature/french-company.ts";
import { BoundSelectField } from "./choice-fields.tsx";
import { EditorSection } from "./editor-section.tsx";
import { useEditorForm } from "./form-context.tsx";
import { TextField } from "./text-field.tsx";

/** French companies' legal mentions: forme juridique, capital, SIREN/SIRET, RCS, TVA. */
export function LegalSection() {
  const { t } = useTranslation();
  const { fields, errors, change } = useEditorForm();
  const digits = normalizeDigits(fields.companyId);
  const siren = !errors.companyId && /^\d{9}(\d{5})?$/.test(digits) ? digits.slice(0, 9) : null;
  const suggestedVat = siren ? vatNumberFromSiren(siren) : null;
  return (
    <EditorSection section="legal" description={t("editor.legal.hint")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundSelectField
          name="legalForm"
          label={t("editor.legal.form")}
          options={[
            { value: "", label: t("editor.legal.noForm") },
            ...LEGAL_FORMS.map((form) => ({
              value: form.id,
              label:
                form.abbreviation === form.name ? form.name : `${form.abbreviation} – ${form.name}`,
            })),
          ]}
        />
        <TextField
          name="shareCapital"
          label={t("editor.legal.capital")}
          placeholder={t("editor.legal.capitalExample")}
        />
        <TextField
          name="companyId"
          label={t("editor.legal.companyId")}
          hint={t("editor.legal.companyIdHint")}
          inputMode="text"
          placeholder="552 100 554 00013"
        />
        <TextField name="rcsCity" label={t("editor.legal.rcsCity")} placeholder="Paris" />
        <div className="sm:col-span-2">
          <TextField
            name="vatNumber"
            label={t("editor.legal.vat")}
            placeholder={suggestedVat ?? "FR40 303 265 045"}
          />
          {suggestedVat && fields.vatNumber.replace(/\s/g, "").toUpperCase() !== suggestedVat && (
            <button
              type="button"
              onClick={() => change("vatNumber", suggestedVat)}
              className="mt-2 rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
            >
              {t("editor.legal.useVat", { vat: suggestedVat })}
            </button>
          )}
        </div>
      </div>
    </EditorSection>
  );
}
