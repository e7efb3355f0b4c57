import { useRef, useState } from "react";
import { focusProblem } from "./form-fields.tsx";

/** What a text field of the kit takes from its form: `<PasswordField {...form.field("x")} />`. */
export type FieldBinding = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * A form checked in the browser before it is sent: its text fields' values (`initial` names
 * them, by their `name`), their errors (and those of `Extra` other controls), the error of the
 * whole form, and whether it is being sent.
 */
export function useCheckedForm<Values extends Record<string, string>, Extra extends string = never>(
  initial: Values,
) {
  type Errors = Partial<Record<keyof Values | Extra, string>>;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);

  const field = (name: keyof Values & string): FieldBinding => ({
    name,
    value: values[name] ?? "",
    onChange: (value) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
  });

  /** Shows the fields' errors `found`; false, with the first invalid field focused, if any. */
  const accept = (found: Errors) => {
    setErrors(found);
    setFormError("");
    if (Object.values(found).some(Boolean)) {
      focusProblem(formRef.current);
      return false;
    }
    return true;
  };

  /** The form was sent and failed: says why in the element `messageId`, which takes focus. */
  const fail = (message: string, messageId: string) => {
    setBusy(false);
    setFormError(message);
    focusProblem(null, messageId);
  };

  return {
    formRef,
    values,
    field,
    clear: () => setValues(initial),
    errors,
    formError,
    busy,
    setBusy,
    accept,
    fail,
  };
}
