import { useId } from "react";
import type { AuthFormState } from "../../accounts/auth-form-state.ts";
import { AuthForm, SendButton, useFormText } from "../../accounts/index.ts";
import { ProLink } from "../../billing/index.ts";
import {
  Described,
  describedBy,
  FormError,
  FormMessage,
  inputClass,
  secondaryButton,
} from "../../components/form-fields.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { LINK_CLASS } from "../../legal/index.ts";
import { pagePath } from "../../route-table.ts";
import { type ApiKeyView, keyDate } from "../key-view.ts";

/**
 * API keys (docs/product.md#api, Pro): create one with a label (its secret shown once, with a copy
 * button), see each key's label, prefix, creation and last use, revoke one at once. Plain
 * forms (app/api-keys/.server/key-forms.ts); the page's script works the copy button.
 */
export function ApiKeysSection({
  keys,
  allowed,
  created,
  sent,
}: {
  keys: ApiKeyView[];
  allowed: boolean;
  /** the key the form just created, whose secret this page shows once */
  created: { label: string; secret: string } | null;
  /** the answer to one of this section's forms, when it was the one sent */
  sent: AuthFormState | undefined;
}) {
  const { t } = useTranslation();
  const say = useFormText();
  const locale = useLocale();
  const labelId = useId();

  if (!allowed) {
    return (
      <PageSection id="account-api-keys" heading={t("account.apiKeys.heading")}>
        <p className="text-slate-700">
          {t("account.apiKeys.needPro")} <ProLink />
        </p>
        <FormError id="api-keys-error" message={say(sent?.formError)} focusOnLoad />
      </PageSection>
    );
  }

  const labelError = say(sent?.fieldErrors.label);
  return (
    <PageSection id="account-api-keys" heading={t("account.apiKeys.heading")}>
      <p className="text-slate-700">
        {t("account.apiKeys.lead")}{" "}
        <a href={pagePath("api", locale)} className={LINK_CLASS}>
          {t("account.apiKeys.docs")}
        </a>
      </p>
      <AuthForm intent="createKey" className="flex flex-col gap-1">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={labelId} className="font-medium">
              {t("account.apiKeys.label")}
            </label>
            <input
              id={labelId}
              name="label"
              required
              maxLength={100}
              placeholder={t("account.apiKeys.labelPlaceholder")}
              aria-invalid={labelError ? true : undefined}
              aria-describedby={describedBy(labelId, undefined, labelError)}
              className={inputClass}
            />
          </div>
          <SendButton sendingLabel={t("account.apiKeys.create")}>
            {t("account.apiKeys.create")}
          </SendButton>
        </div>
        <Described id={labelId} error={labelError} />
      </AuthForm>
      <FormError id="api-keys-error" message={say(sent?.formError)} focusOnLoad />
      {sent?.notice && (
        <FormMessage tone="success" focusOnLoad>
          {say(sent.notice)}
        </FormMessage>
      )}
      {created && (
        <div className="flex flex-col gap-2 rounded-md bg-amber-50 p-4 ring-1 ring-amber-300">
          <p className="font-semibold text-amber-950">
            {t("account.apiKeys.secretOnce", { label: created.label })}
          </p>
          <code
            id="api-key-secret"
            tabIndex={-1}
            data-focus-on-load=""
            data-testid="api-key-secret"
            className="block rounded bg-white px-3 py-2 font-mono text-sm break-all ring-1 ring-amber-300"
          >
            {created.secret}
          </code>
          <div className="flex flex-wrap items-center gap-3" data-copy="api-key-secret" hidden>
            <button type="button" className={secondaryButton}>
              {t("account.apiKeys.copy")}
            </button>
            <span
              role="status"
              data-copied={t("account.apiKeys.copied")}
              className="text-sm text-emerald-800"
            />
          </div>
        </div>
      )}
      {keys.length === 0 ? (
        <p className="text-slate-700">{t("account.apiKeys.none")}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-slate-200"
          aria-label={t("account.apiKeys.list")}
        >
          {keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{key.label}</p>
                <p className="text-sm text-slate-700">
                  <code className="font-mono">{key.prefix}…</code>
                  {" · "}
                  {t("account.apiKeys.createdOn", { date: keyDate(key.createdAt, locale) })}
                  {" · "}
                  {key.lastUsedAt
                    ? t("account.apiKeys.lastUsed", { date: keyDate(key.lastUsedAt, locale) })
                    : t("account.apiKeys.neverUsed")}
                </p>
              </div>
              <AuthForm intent="revokeKey" className="contents">
                <input type="hidden" name="id" value={key.id} />
                <input type="hidden" name="label" value={key.label} />
                <SendButton
                  className={secondaryButton}
                  sendingLabel={t("account.apiKeys.revoke")}
                  label={t("account.apiKeys.revokeNamed", { label: key.label })}
                >
                  {t("account.apiKeys.revoke")}
                </SendButton>
              </AuthForm>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
