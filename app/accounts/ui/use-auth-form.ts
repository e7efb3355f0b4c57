import { useCheckedForm } from "../../components/use-checked-form.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { failureMessage, postAuth } from "../auth-request.ts";

type Sending = {
  path: string;
  body: unknown;
  /** on success; the form stays pending (most go to another page) */
  onDone: () => void;
  /** messages for Better Auth's codes, as `failureMessage` takes them */
  known?: Record<string, string>;
};

/**
 * An account form (sign-in, sign-up, reset, deletion): checked in the browser, then posted to
 * /api/auth; a failure is said in the element `messageId`, which takes focus.
 */
export function useAuthForm<Values extends Record<string, string>, Extra extends string = never>(
  initial: Values,
  messageId: string,
) {
  const { t } = useTranslation();
  const form = useCheckedForm<Values, Extra>(initial);

  /** Posts the form unless `found` holds a field's error. */
  const send = async (found: typeof form.errors, { path, body, onDone, known }: Sending) => {
    if (!form.accept(found)) return;
    form.setBusy(true);
    const result = await postAuth(path, body);
    if (result.ok) {
      onDone();
      return;
    }
    form.fail(failureMessage(result, t, known), messageId);
  };

  return { ...form, send };
}
