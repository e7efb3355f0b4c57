import { type FieldProps, PasswordField } from "../../components/form-fields.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { MIN_PASSWORD_LENGTH } from "../rules.ts";

/** A password being chosen: its rule as the hint, and the browser offered to generate one. */
export function NewPasswordField(props: Omit<FieldProps, "hint" | "autoComplete">) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...props}
      hint={t("account.form.passwordHint", { count: MIN_PASSWORD_LENGTH })}
      autoComplete="new-password"
    />
  );
}
