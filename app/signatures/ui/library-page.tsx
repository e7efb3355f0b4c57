import { useRef, useState } from "react";
import { PageLink } from "../../components/page-link.tsx";
import { UndoToast } from "../../components/undo-toast.tsx";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { useSessionUser } from "../../hooks/use-public-config.ts";
import { useUndoableDelete } from "../../hooks/use-undoable-delete.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { currentId } from "../cloud-ids.ts";
import { removeSignature } from "../cloud-sync.ts";
import { useStoredSignatures } from "../hooks.ts";
import { CORRUPT_BACKUP_KEY } from "../keys.ts";
import { readRaw } from "../local-store.ts";
import type { StoredSignature } from "../signatures.ts";
import { CloudNotice } from "./cloud-notice.tsx";
import { DeleteSignatureDialog } from "./delete-signature-dialog.tsx";
import { SignatureCard } from "./signature-card.tsx";
import { useCloudListPending } from "./use-cloud-sync.ts";

type Deletion = { signature: StoredSignature; name: string };

/** Whether `signature` is the one `deletion` holds (it may have got its cloud id meanwhile). */
const isDeleting = (deletion: Deletion | null, signature: StoredSignature) =>
  deletion !== null &&
  (signature.id === deletion.signature.id || signature.id === currentId(deletion.signature.id));

/**
 * /my-signatures: the signatures this browser keeps (and the account's, signed in), newest
 * first, each with its actions; a team's designs apart. A React island (ADR 037, decision 11).
 */
export function LibraryPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const stored = useStoredSignatures();
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const sessionUser = useSessionUser();
  const signedIn = Boolean(sessionUser);
  const cloudPending = useCloudListPending();
  const recovered = hydrated && readRaw(CORRUPT_BACKUP_KEY) !== null;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [confirming, setConfirming] = useState<Deletion | null>(null);
  const deletion = useUndoableDelete<Deletion>(({ signature }) => {
    void removeSignature(currentId(signature.id)).then(({ failed }) => {
      if (failed) setError(t("account.sync.deleteFailed", { detail: failed }));
    });
  });
  const signatures = stored.filter((signature) => !isDeleting(deletion.pending, signature));
  // A team's design is the team's: listed with it, apart from personal signatures (ADR 028).
  const personal = signatures.filter((signature) => !signature.team);
  const designs = signatures.filter((signature) => signature.team);
  const cards = (list: StoredSignature[]) => (
    <ul className="mt-8 grid gap-6 md:grid-cols-2">
      {list.map((signature) => (
        <SignatureCard
          key={signature.id}
          signature={signature}
          onStatus={setStatus}
          onDelete={(name) => setConfirming({ signature, name })}
          signedIn={signedIn}
        />
      ))}
    </ul>
  );

  const confirmDelete = () => {
    if (confirming) deletion.start(confirming);
    setConfirming(null);
    dialogRef.current?.close();
  };
  const undoDelete = () => {
    const restored = deletion.undo();
    if (!restored) return;
    setStatus(t("library.restored"));
    // The card is back: the focus goes to its title, where the reader left it.
    requestAnimationFrame(() => {
      document
        .querySelector<HTMLElement>(
          `[data-signature-id="${CSS.escape(currentId(restored.signature.id))}"] h2 a`,
        )
        ?.focus();
    });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("library.heading")}</h1>
          <p className="mt-2 text-slate-700">
            {signedIn ? t("account.library.leadSignedIn") : t("library.lead")}
          </p>
        </div>
        <PageLink
          page="create"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t("library.newSignature")}
        </PageLink>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <CloudNotice />
      {error && (
        <p
          role="alert"
          className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-300"
        >
          {error}
        </p>
      )}
      {hydrated && signatures.some((signature) => signature.keptFor) && (
        <p className="mt-6 rounded-md bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">
          {t("library.keptNotice")}
        </p>
      )}
      {recovered && (
        <p className="mt-6 rounded-md bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
          {t("library.recoveredNotice")}
        </p>
      )}
      {!hydrated || (cloudPending && signatures.length === 0) ? (
        <p className="mt-10 text-slate-700">{t("library.loading")}</p>
      ) : signatures.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg text-slate-700">{t("library.empty")}</p>
          <PageLink
            page="create"
            className="mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t("library.emptyCta")}
          </PageLink>
        </div>
      ) : (
        <>
          {personal.length > 0 && cards(personal)}
          {designs.length > 0 && (
            <section aria-labelledby="team-designs" className="mt-12">
              <h2 id="team-designs" className="text-2xl font-bold tracking-tight">
                {t("library.teamDesigns")}
              </h2>
              <p className="mt-2 text-slate-700">{t("library.teamDesignsLead")}</p>
              {cards(designs)}
            </section>
          )}
        </>
      )}
      <DeleteSignatureDialog
        dialogRef={dialogRef}
        name={confirming?.name ?? null}
        inCloud={
          sessionUser != null &&
          confirming !== null &&
          confirming.signature.userId === sessionUser.uid
        }
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
      {deletion.pending && (
        <UndoToast
          key={deletion.pending.signature.id}
          message={t("library.deleted", { name: deletion.pending.name })}
          actionLabel={t("library.undo")}
          onAction={undoDelete}
          onExpire={deletion.finish}
        />
      )}
    </div>
  );
}
