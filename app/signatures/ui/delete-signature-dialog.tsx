import { type RefObject, useEffect } from "react";
import { DialogActions, dangerButton, ModalDialog } from "../../components/modal-dialog.tsx";
import { useTranslation } from "../../i18n/react.tsx";

/**
 * "Delete this signature?" — the account page's dialog, asked before a signature of "My
 * signatures" goes. `name` is the signature shown (null: the dialog is closed).
 */
export function DeleteSignatureDialog({
  dialogRef,
  name,
  inCloud,
  onConfirm,
  onCancel,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  name: string | null;
  /** also deleted from the account */
  inCloud: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (name !== null && dialog && !dialog.open) dialog.showModal();
  }, [dialogRef, name]);
  return (
    <ModalDialog
      dialogRef={dialogRef}
      id="delete-signature"
      title={t("library.deleteDialogTitle")}
      lead={
        name === null
          ? ""
          : t(inCloud ? "library.deleteDialogLeadCloud" : "library.deleteDialogLead", { name })
      }
      onClose={onCancel}
    >
      <DialogActions dialogRef={dialogRef} cancelLabel={t("library.cancel")}>
        <button type="button" className={dangerButton} onClick={onConfirm}>
          {t("library.deleteSubmit")}
        </button>
      </DialogActions>
    </ModalDialog>
  );
}
