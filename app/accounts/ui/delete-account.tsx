import {
  EmailField,
  FormError,
  PasswordField,
  secondaryButton,
} from "../../components/form-fields.tsx";
import { dangerButton } from "../../components/modal-dialog.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import type { AuthFormState } from "../auth-form-state.ts";
import { AuthForm, SendButton, useFormText } from "./auth-form.tsx";
import { pluralTemplates } from "./plural-templates.ts";
import { ONLY_HERE_LIST } from "./sessions-section.tsx";

/**
 * Delete the account: what goes is said plainly; `?delete` opens the confirmation, which asks
 * for the address (and the password). The page's script lists the signatures that exist only
 * in this browser, which go too, and offers to download them first (app/islands/account.ts).
 */
export function DeleteAccount({
  hasPassword,
  open,
  sent,
}: {
  hasPassword: boolean;
  open: boolean;
  sent: AuthFormState | undefined;
}) {
  const { t } = useTranslation();
  const say = useFormText();
  const account = pagePath("account", useLocale());
  const error = say(sent?.formError);
  const refused = Boolean(error) || Object.keys(sent?.fieldErrors ?? {}).length > 0;
  return (
    <PageSection id="account-delete" heading={t("account.account.deleteHeading")} tone="danger">
      <p className="text-slate-700">{t("account.account.deleteLead")}</p>
      {open || sent ? (
        <div className="flex flex-col gap-4">
          <h3
            id="delete-title"
            tabIndex={-1}
            data-focus-on-load={refused ? undefined : ""}
            className="text-lg font-semibold"
          >
            {t("account.account.deleteDialogTitle")}
          </h3>
          <p id="delete-lead" className="text-slate-700">
            {t("account.account.deleteDialogLead")}
          </p>
          <div
            data-only-here-delete=""
            data-templates={JSON.stringify({
              lead: pluralTemplates(t, "account.account.deleteOnlyHere"),
              download: pluralTemplates(t, "account.account.deleteDownload"),
            })}
            hidden
            className="flex flex-col gap-2"
          >
            <p data-text="lead" className="font-medium" />
            <ul data-only-here-list="" className={ONLY_HERE_LIST} />
            <button
              type="button"
              data-text="download"
              data-choice="download"
              className={`${secondaryButton} self-start`}
            />
          </div>
          <AuthForm intent="deleteAccount">
            <FormError id="delete-error" message={error} focusOnLoad />
            <EmailField
              label={t("account.account.deleteConfirmLabel")}
              name="confirmEmail"
              autoComplete="off"
              defaultValue={sent?.email}
              error={say(sent?.fieldErrors.confirmEmail)}
            />
            {hasPassword && (
              <PasswordField
                label={t("account.account.deletePasswordLabel")}
                name="password"
                error={say(sent?.fieldErrors.password)}
              />
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <a href={account} className={secondaryButton}>
                {t("account.account.cancel")}
              </a>
              <SendButton className={dangerButton} sendingLabel={t("account.account.deleting")}>
                {t("account.account.deleteSubmit")}
              </SendButton>
            </div>
          </AuthForm>
        </div>
      ) : (
        <a href={`${account}?delete#delete-title`} className={`${dangerButton} self-start`}>
          {t("account.account.deleteOpen")}
        </a>
      )}
    </PageSection>
  );
}
