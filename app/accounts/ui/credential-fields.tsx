import { EmailField, PasswordField } from "../../components/form-fields.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { NewPasswordField } from "./new-password-field.tsx";

/** A field of a plain form: what was typed before (never a password) and its error. */
type PlainField = { defaultValue?: string; error?: string };

/**
 * The email and password of the sign-in form, or of the sign-up form (`signUp`: the password
 * is being chosen, and the address is not yet a username the browser knows).
 */
export function CredentialFields({
  email,
  password,
  signUp = false,
}: {
  email: PlainField;
  password: PlainField;
  signUp?: boolean;
}) {
  const { t } = useTranslation();
  const Password = signUp ? NewPasswordField : PasswordField;
  return (
    <>
      <EmailField
        label={t("account.form.email")}
        name="email"
        {...email}
        autoComplete={signUp ? undefined : "username"}
      />
      <Password label={t("account.form.password")} name="password" {...password} />
    </>
  );
}
