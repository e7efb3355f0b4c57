import { type FormEvent, useId, useRef, useState } from "react";
import {
  describedControl,
  FormError,
  LabelledField,
  PasswordField,
  SubmitButton,
  secondaryButton,
} from "../../components/form-fields.tsx";
import { DialogActions, dangerButton, ModalDialog } from "../../components/modal-dialog.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import { setAsideSignedInUser, signaturesOnlyHere } from "../../signatures/kept-signatures.ts";
import type { StoredSignature } from "../../signatures/signatures.ts";
import { OnlyHereList } from "./only-here-list.tsx";
import { useAuthForm } from "./use-auth-form.ts";
import { useSignaturesDownload } from "./use-signatures-download.ts";

/** Delete the account: what goes is said plainly; a dialog asks for the email (and password). */
export function DeleteAccount({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmId = useId();
  const form = useAuthForm({ confirmEmail: "", password: "" }, "delete-error");
  const { confirmEmail, password } = form.values;
  const confirm = form.field("confirmEmail");
  const hydrated = useHydrated();
  /** what exists only in this browser goes with the account: said, and offered to download */
  const [onlyHere, setOnlyHere] = useState<StoredSignature[]>([]);
  const download = useSignaturesDownload();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof form.errors = {};
    if (confirmEmail.trim().toLowerCase() !== email.toLowerCase()) {
      found.confirmEmail = t("account.account.deleteConfirmMismatch", { email });
    }
    if (hasPassword && !password) found.password = t("account.form.required");
    await form.send(found, {
      path: "/api/auth/delete-user",
      body: hasPassword ? { password } : {},
      onDone: () => {
        setAsideSignedInUser({ keep: false });
        window.location.assign(`${pagePath("login", locale)}?deleted`);
      },
      known: {
        INVALID_PASSWORD: t("account.account.wrongPassword"),
        SESSION_EXPIRED: t("account.account.sessionExpired"),
      },
    });
  };

  return (
    <PageSection id="account-delete" heading={t("account.account.deleteHeading")} tone="danger">
      <p className="text-slate-700">{t("account.account.deleteLead")}</p>
      <button
        type="button"
        className={`${dangerButton} self-start`}
        disabled={!hydrated}
        onClick={() => {
          setOnlyHere(signaturesOnlyHere());
          dialogRef.current?.showModal();
        }}
      >
        {t("account.account.deleteOpen")}
      </button>
      <ModalDialog
        dialogRef={dialogRef}
        id="delete-dialog"
        title={t("account.account.deleteDialogTitle")}
        lead={t("account.account.deleteDialogLead")}
      >
        {onlyHere.length > 0 && (
          <div className="flex flex-col gap-2">
            <p className="font-medium">
              {t("account.account.deleteOnlyHere", { count: onlyHere.length })}
            </p>
            <OnlyHereList signatures={onlyHere} />
            <button
              type="button"
              className={`${secondaryButton} self-start`}
              onClick={() => void download(onlyHere)}
            >
              {t("account.account.deleteDownload", { count: onlyHere.length })}
            </button>
          </div>
        )}
        <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormError id="delete-error" message={form.formError} />
          <LabelledField
            id={confirmId}
            label={t("account.account.deleteConfirmLabel")}
            error={confirm.error}
          >
            <input
              id={confirmId}
              name={confirm.name}
              type="email"
              autoComplete="off"
              value={confirm.value}
              onChange={(event) => confirm.onChange(event.target.value)}
              {...describedControl(confirmId, undefined, confirm.error)}
              className="w-full rounded-md border border-slate-400 px-3 py-2"
            />
          </LabelledField>
          {hasPassword && (
            <PasswordField
              label={t("account.account.deletePasswordLabel")}
              {...form.field("password")}
            />
          )}
          <DialogActions dialogRef={dialogRef} cancelLabel={t("account.account.cancel")}>
            <SubmitButton
              pending={form.busy}
              pendingLabel={t("account.account.deleting")}
              className={dangerButton}
            >
              {t("account.account.deleteSubmit")}
            </SubmitButton>
          </DialogActions>
        </form>
      </ModalDialog>
    </PageSection>
  );
}
