import { type FormEvent, useId, useRef, useState } from "react";
import { dangerButton, ModalDialog } from "../components/modal-dialog.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { useHydrated } from "../storage/hooks.ts";
import { clearSignedInUser } from "../storage/session-user.ts";
import { AccountSection } from "./account-section.tsx";
import { failureMessage, postAuth } from "./auth-request.ts";
import { FormMessage, focusProblem, PasswordField, secondaryButton } from "./form-fields.tsx";

/** Delete the account: what goes is said plainly; a dialog asks for the email (and password). */
export function DeleteAccount({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmId = useId();
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ typed?: string; password?: string }>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      found.typed = t("account.account.deleteConfirmMismatch", { email });
    }
    if (hasPassword && !password) found.password = t("account.form.required");
    setErrors(found);
    setFormError("");
    if (found.typed || found.password) {
      focusProblem(formRef.current);
      return;
    }
    setBusy(true);
    const result = await postAuth("/api/auth/delete-user", hasPassword ? { password } : {});
    if (result.ok) {
      clearSignedInUser();
      window.location.assign(`${pagePath("login", locale)}?deleted`);
      return;
    }
    setBusy(false);
    setFormError(
      failureMessage(result, t, {
        INVALID_PASSWORD: t("account.account.wrongPassword"),
        SESSION_EXPIRED: t("account.account.sessionExpired"),
      }),
    );
    focusProblem(null, "delete-error");
  };

  return (
    <AccountSection id="account-delete" heading={t("account.account.deleteHeading")} tone="danger">
      <p className="text-slate-700">{t("account.account.deleteLead")}</p>
      <button
        type="button"
        className={`${dangerButton} self-start`}
        disabled={!hydrated}
        onClick={() => dialogRef.current?.showModal()}
      >
        {t("account.account.deleteOpen")}
      </button>
      <ModalDialog
        dialogRef={dialogRef}
        id="delete-dialog"
        title={t("account.account.deleteDialogTitle")}
        lead={t("account.account.deleteDialogLead")}
      >
        <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
          {formError && (
            <FormMessage tone="error" id="delete-error">
              {formError}
            </FormMessage>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={confirmId} className="font-medium">
              {t("account.account.deleteConfirmLabel")}
            </label>
            <input
              id={confirmId}
              name="confirmEmail"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={errors.typed ? true : undefined}
              aria-describedby={errors.typed ? `${confirmId}-error` : undefined}
              className="w-full rounded-md border border-slate-400 px-3 py-2"
            />
            {errors.typed && (
              <p id={`${confirmId}-error`} className="text-sm font-medium text-red-800">
                {errors.typed}
              </p>
            )}
          </div>
          {hasPassword && (
            <PasswordField
              label={t("account.account.deletePasswordLabel")}
              name="password"
              value={password}
              onChange={setPassword}
              error={errors.password}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={secondaryButton}
              onClick={() => dialogRef.current?.close()}
            >
              {t("account.account.cancel")}
            </button>
            <button type="submit" className={dangerButton} disabled={busy}>
              {busy ? t("account.account.deleting") : t("account.account.deleteSubmit")}
            </button>
          </div>
        </form>
      </ModalDialog>
    </AccountSection>
  );
}
