import type { RefObject } from "react";
import { primaryButton, secondaryButton } from "../../components/form-fields.tsx";
import { DialogActions, ModalDialog } from "../../components/modal-dialog.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import type { StoredSignature } from "../../signatures/signatures.ts";
import { OnlyHereList } from "./only-here-list.tsx";

/**
 * Before a sign-out that would leave signatures behind (ADR 028): which exist only in this
 * browser, and what becomes of them — kept here for the account (the default), downloaded, or
 * no sign-out after all.
 */
export function SignOutDialog({
  dialogRef,
  signatures,
  busy,
  onKeep,
  onDownload,
  onClose,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  signatures: readonly StoredSignature[];
  busy: boolean;
  onKeep: () => void;
  onDownload: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const count = signatures.length;
  return (
    <ModalDialog
      dialogRef={dialogRef}
      id="sign-out-dialog"
      title={t("account.signOutDialog.title", { count })}
      lead={t("account.signOutDialog.lead", { count })}
      onClose={onClose}
    >
      <OnlyHereList signatures={signatures} />
      <p className="text-sm text-slate-700">{t("account.signOutDialog.keepHint", { count })}</p>
      <p className="text-sm text-slate-700">{t("account.signOutDialog.downloadHint", { count })}</p>
      <DialogActions dialogRef={dialogRef} cancelLabel={t("account.account.cancel")}>
        <button type="button" className={secondaryButton} disabled={busy} onClick={onDownload}>
          {t("account.signOutDialog.download", { count })}
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={busy}
          data-default-choice
          onClick={onKeep}
        >
          {t("account.signOutDialog.keep", { count })}
        </button>
      </DialogActions>
    </ModalDialog>
  );
}
