import { useEffect, useRef, useState } from "react";
import { FormMessage, secondaryButton } from "../../components/form-fields.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import type { StoredSignature } from "../../signatures/signatures.ts";
import { failureMessage } from "../auth-request.ts";
import { prepareSignOut, signOut } from "../sign-out.ts";
import { SignOutDialog } from "./sign-out-dialog.tsx";
import { useSignaturesDownload } from "./use-signatures-download.ts";

type Asked = { everywhere: boolean; signatures: StoredSignature[] };

/**
 * Sign out of this browser, or of all of them. Signatures that exist only in this browser are
 * listed first, and kept or downloaded as the person chooses (ADR 028).
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState("");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const download = useSignaturesDownload();

  const finish = async (everywhere: boolean, keep: boolean) => {
    setBusy(true);
    const result = await signOut({ everywhere, keep });
    if (result.ok) {
      window.location.assign(`${pagePath("login", locale)}?signedOut`);
      return;
    }
    setBusy(false);
    dialogRef.current?.close();
    setError(failureMessage(result, t));
  };
  const run = async (everywhere: boolean) => {
    setBusy(true);
    setError("");
    const signatures = await prepareSignOut();
    if (signatures.length === 0) {
      await finish(everywhere, true);
      return;
    }
    setBusy(false);
    setAsked({ everywhere, signatures });
  };
  // Opened once the list is rendered; the safe choice has the focus (Enter keeps them).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!asked || !dialog || dialog.open) return;
    dialog.showModal();
    dialog.querySelector<HTMLButtonElement>("[data-default-choice]")?.focus();
  }, [asked]);
  const downloadThenFinish = async () => {
    if (!asked) return;
    setBusy(true);
    await download(asked.signatures);
    await finish(asked.everywhere, false);
  };

  return (
    <PageSection id="account-sessions" heading={t("account.account.sessionsHeading")}>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={busy || !hydrated}
          onClick={() => run(false)}
        >
          {t("account.account.signOut")}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy || !hydrated}
          aria-describedby="sign-out-all-hint"
          onClick={() => run(true)}
        >
          {t("account.account.signOutAll")}
        </button>
      </div>
      <p id="sign-out-all-hint" className="text-sm text-slate-600">
        {t("account.account.signOutAllHint")}
      </p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <SignOutDialog
        dialogRef={dialogRef}
        signatures={asked?.signatures ?? []}
        busy={busy}
        onKeep={() => asked && finish(asked.everywhere, true)}
        onDownload={downloadThenFinish}
        onClose={() => setAsked(null)}
      />
    </PageSection>
  );
}
