import { FormError, primaryButton, secondaryButton } from "../../components/form-fields.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import type { AuthFormState } from "../auth-form-state.ts";
import { AuthForm, useFormText } from "./auth-form.tsx";
import { pluralTemplates } from "./plural-templates.ts";

/**
 * Sign out of this browser, or of all of them: a plain form. The page's script first lists
 * the signatures that exist only in this browser in the dialog below, to be kept or
 * downloaded as the person chooses (ADR 028, app/islands/account.ts).
 */
export function SessionsSection({ sent }: { sent: AuthFormState | undefined }) {
  const { t } = useTranslation();
  const say = useFormText();
  return (
    <PageSection id="account-sessions" heading={t("account.account.sessionsHeading")}>
      <AuthForm intent="signOut" className="flex flex-wrap gap-2" data-sign-out="">
        <input type="hidden" name="keep" value="1" />
        <button type="submit" name="everywhere" value="0" className={secondaryButton}>
          {t("account.account.signOut")}
        </button>
        <button
          type="submit"
          name="everywhere"
          value="1"
          className={secondaryButton}
          aria-describedby="sign-out-all-hint"
        >
          {t("account.account.signOutAll")}
        </button>
      </AuthForm>
      <p id="sign-out-all-hint" className="text-sm text-slate-600">
        {t("account.account.signOutAllHint")}
      </p>
      <FormError id="sign-out-error" message={say(sent?.formError)} focusOnLoad />
      <SignOutDialog />
    </PageSection>
  );
}

/**
 * Before a sign-out that would leave signatures behind: which exist only in this browser, and
 * what becomes of them — kept here for the account (the default), downloaded, or no sign-out
 * after all. Its texts depend on a count only the browser knows: the script fills them.
 */
function SignOutDialog() {
  const { t } = useTranslation();
  const templates = {
    title: pluralTemplates(t, "account.signOutDialog.title"),
    lead: pluralTemplates(t, "account.signOutDialog.lead"),
    keepHint: pluralTemplates(t, "account.signOutDialog.keepHint"),
    downloadHint: pluralTemplates(t, "account.signOutDialog.downloadHint"),
    keep: pluralTemplates(t, "account.signOutDialog.keep"),
    download: pluralTemplates(t, "account.signOutDialog.download"),
  };
  return (
    <dialog
      id="sign-out-dialog"
      aria-labelledby="sign-out-dialog-title"
      aria-describedby="sign-out-dialog-lead"
      data-templates={JSON.stringify(templates)}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl p-0 backdrop:bg-slate-900/50"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id="sign-out-dialog-title" data-text="title" className="text-xl font-semibold">
          {t("account.signOutDialog.title", { count: 1 })}
        </h2>
        <p id="sign-out-dialog-lead" data-text="lead" className="text-slate-700" />
        <ul data-only-here-list="" className={ONLY_HERE_LIST} />
        <p data-text="keepHint" className="text-sm text-slate-700" />
        <p data-text="downloadHint" className="text-sm text-slate-700" />
        <div className="flex flex-wrap justify-end gap-2">
          <form method="dialog">
            <button type="submit" className={secondaryButton}>
              {t("account.account.cancel")}
            </button>
          </form>
          <button
            type="button"
            data-text="download"
            data-choice="download"
            className={secondaryButton}
          />
          <button type="button" data-text="keep" data-choice="keep" className={primaryButton} />
        </div>
      </div>
    </dialog>
  );
}

/** The look of a list of the signatures that exist only in this browser (filled by script). */
export const ONLY_HERE_LIST =
  "flex max-h-60 flex-col gap-1 overflow-y-auto rounded-md bg-slate-50 p-3 ring-1 ring-slate-200";
