import type { ReactNode, RefObject } from "react";
import { secondaryButton } from "./form-fields.tsx";

export const dangerButton =
  "rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70";

/**
 * The site's confirmation dialog (deleting the account, deleting a signature): a modal
 * `<dialog>` opened with `showModal()`, titled and described for assistive technology. The
 * browser keeps focus inside while it is open, closes it with Escape and gives the focus back
 * to where it was.
 */
export function ModalDialog({
  dialogRef,
  id,
  title,
  lead,
  onClose,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** prefix of the title's and lead's ids */
  id: string;
  title: string;
  lead: ReactNode;
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-lead`}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl p-0 backdrop:bg-slate-900/50"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {title}
        </h2>
        <p id={`${id}-lead`} className="text-slate-700">
          {lead}
        </p>
        {children}
      </div>
    </dialog>
  );
}

/** The foot of a dialog: "Cancel", which closes it, then the dialog's own buttons. */
export function DialogActions({
  dialogRef,
  cancelLabel,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  cancelLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className={secondaryButton} onClick={() => dialogRef.current?.close()}>
        {cancelLabel}
      </button>
      {children}
    </div>
  );
}
