import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { failureMessage } from "../../accounts/auth-request.ts";
import { ProLink } from "../../billing/index.ts";
import {
  Described,
  describedBy,
  Fields,
  FormMessage,
  inputClass,
  primaryButton,
  secondaryButton,
} from "../../components/form-fields.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { LINK_CLASS } from "../../legal/index.ts";
import { pagePath } from "../../route-table.ts";
import { type ApiKeyView, createKey, keyDate, revokeKey } from "./api-keys-calls.ts";

/**
 * API keys (docs/product.md#api, Pro): create one with a label (its secret shown once, with a copy
 * button), see each key's label, prefix, creation and last use, revoke one at once.
 */
export function ApiKeysSection({
  keys: initial,
  allowed,
}: {
  keys: ApiKeyView[];
  allowed: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const labelId = useId();
  const [keys, setKeys] = useState(initial);
  const [label, setLabel] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [created, setCreated] = useState<(ApiKeyView & { secret: string }) | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoked, setRevoked] = useState("");
  const [labelError, setLabelError] = useState("");
  const secretRef = useRef<HTMLElement>(null);

  if (!allowed) {
    return (
      <PageSection id="account-api-keys" heading={t("account.apiKeys.heading")}>
        <p className="text-slate-700">
          {t("account.apiKeys.needPro")} <ProLink />
        </p>
      </PageSection>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError("");
    setLabelError("");
    setRevoked("");
    const result = await createKey(label);
    setBusy(false);
    if (!result.ok) {
      // the server names the field: its message goes under the name input, which takes focus
      const invalidLabel = result.fieldErrors?.find((entry) => entry.path === "label");
      if (invalidLabel) {
        setLabelError(invalidLabel.message);
        requestAnimationFrame(() => document.getElementById(labelId)?.focus());
      } else {
        setError(failureMessage(result, t));
      }
      return;
    }
    const { secret: _secret, ...key } = result.data;
    setKeys((list) => [key, ...list]);
    setCreated(result.data);
    setCopied(false);
    setLabel("");
    requestAnimationFrame(() => secretRef.current?.focus());
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      // no clipboard permission: the secret stays selectable
      setCopied(false);
    }
  };

  const revoke = async (key: ApiKeyView) => {
    setError("");
    const result = await revokeKey(key.id);
    if (!result.ok && result.status !== 404) {
      setError(failureMessage(result, t));
      return;
    }
    setKeys((list) => list.filter((item) => item.id !== key.id));
    if (created?.id === key.id) setCreated(null);
    setRevoked(t("account.apiKeys.revoked", { label: key.label }));
  };

  return (
    <PageSection id="account-api-keys" heading={t("account.apiKeys.heading")}>
      <p className="text-slate-700">
        {t("account.apiKeys.lead")}{" "}
        <Link to={pagePath("api", locale)} className={LINK_CLASS}>
          {t("account.apiKeys.docs")}
        </Link>
      </p>
      <form onSubmit={submit} noValidate>
        <Fields className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={labelId} className="font-medium">
              {t("account.apiKeys.label")}
            </label>
            <input
              id={labelId}
              name="label"
              required
              maxLength={100}
              value={label}
              onChange={(event) => setLabel(event.target.value)}
              placeholder={t("account.apiKeys.labelPlaceholder")}
              aria-invalid={labelError ? true : undefined}
              aria-describedby={describedBy(labelId, undefined, labelError)}
              className={inputClass}
            />
          </div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t("account.apiKeys.create")}
          </button>
        </Fields>
        <Described id={labelId} error={labelError} />
      </form>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {revoked && <FormMessage tone="success">{revoked}</FormMessage>}
      {created && (
        <div className="flex flex-col gap-2 rounded-md bg-amber-50 p-4 ring-1 ring-amber-300">
          <p className="font-semibold text-amber-950">
            {t("account.apiKeys.secretOnce", { label: created.label })}
          </p>
          <code
            ref={secretRef}
            tabIndex={-1}
            data-testid="api-key-secret"
            className="block rounded bg-white px-3 py-2 font-mono text-sm break-all ring-1 ring-amber-300"
          >
            {created.secret}
          </code>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className={secondaryButton} onClick={copy}>
              {t("account.apiKeys.copy")}
            </button>
            <span role="status" className="text-sm text-emerald-800">
              {copied ? t("account.apiKeys.copied") : ""}
            </span>
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
              <button
                type="button"
                className={secondaryButton}
                aria-label={t("account.apiKeys.revokeNamed", { label: key.label })}
                onClick={() => revoke(key)}
              >
                {t("account.apiKeys.revoke")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
