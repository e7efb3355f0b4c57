import { useTranslation } from "../../i18n/react.tsx";
import type { MAIN_MEMBER_FIELDS } from "../column-mapping.ts";
import { type ActionErrors, Field } from "./form-controls.tsx";

// Apart from the member form (loaded when opened: on-demand-forms.tsx), as the member's own
// page uses them too (member-signature-page.tsx).

/** The fields of the form's first part; every other person field is under "more". */
const MAIN_FIELDS: readonly {
  name: (typeof MAIN_MEMBER_FIELDS)[number];
  type?: "email" | "tel";
  required?: boolean;
}[] = [
  { name: "fullName", required: true },
  { name: "email", type: "email", required: true },
  { name: "jobTitle" },
  { name: "phone", type: "tel" },
  { name: "mobile", type: "tel" },
];

type MainFieldName = (typeof MAIN_FIELDS)[number]["name"];

/** The main fields, or those of them named in `only`, filled with `values`. */
export function MainFields({
  only,
  values,
  errors,
}: {
  only?: readonly MainFieldName[];
  values?: Partial<Record<MainFieldName, string>>;
  errors: ActionErrors;
}) {
  const { t } = useTranslation();
  return MAIN_FIELDS.filter(({ name }) => !only || only.includes(name)).map(
    ({ name, type, required }) => (
      <Field
        key={name}
        label={t(`fields.${name}`)}
        name={name}
        type={type}
        defaultValue={values?.[name]}
        required={required}
        error={errors[name]}
      />
    ),
  );
}
