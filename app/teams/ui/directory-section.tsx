import { useEffect, useId, useState } from "react";
import { FormMessage } from "../../components/form-fields.tsx";
import { useFetcher, useRevalidator } from "../../components/island-fetcher.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import {
  DIRECTORY_SOURCES,
  type FieldChange,
  MAPPED_MEMBER_FIELDS,
  type MappingTarget,
  SYNC_INTERVALS,
  type SyncPreview,
} from "../directory.ts";
import { useFieldLabel } from "../field-label.ts";
import {
  actionErrors,
  confirmFirst,
  Field,
  inputClass,
  SubmitButton,
  smallButton,
  smallPrimaryButton,
  useDateTime,
} from "./form-controls.tsx";
import type { TeamView } from "./member-card.tsx";

const GOOGLE_SCOPES = [
  "https://www.googleapis.com/auth/admin.directory.user.readonly",
  "https://www.googleapis.com/auth/admin.directory.group.member.readonly",
];
type Connection = NonNullable<TeamView["directory"]>;

/** The team's directory: connect one, map its fields, preview, sync (docs/teams.md). */
export function DirectorySection({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  return (
    <PageSection id="team-directory" heading={t("teams.directory.heading")}>
      <p className="text-slate-700">{t("teams.directory.lead")}</p>
      {view.directory ? (
        <Connected view={view} connection={view.directory} />
      ) : (
        <ConnectForms googleAccount={view.team.googleClientEmail} />
      )}
    </PageSection>
  );
}

function ConnectForms({ googleAccount }: { googleAccount: string | null }) {
  const { t } = useTranslation();
  const [provider, setProvider] = useState<"google" | "entra">(googleAccount ? "google" : "entra");
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-1 text-sm font-medium">{t("teams.directory.choose")}</legend>
        {(["google", "entra"] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="directory-provider"
              value={choice}
              checked={provider === choice}
              onChange={() => setProvider(choice)}
            />
            {t(`teams.directory.providers.${choice}`)}
          </label>
        ))}
      </fieldset>
      {provider === "google" ? <GoogleForm account={googleAccount} /> : <EntraForm />}
    </div>
  );
}

function GoogleForm({ account }: { account: string | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const errors = actionErrors(fetcher.data);
  if (!account)
    return <p className="text-sm text-slate-800">{t("teams.directory.google.needsKey")}</p>;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-3" data-testid="directory-google">
      <input type="hidden" name="intent" value="connectDirectory" />
      <input type="hidden" name="provider" value="google" />
      <Guide
        heading={t("teams.directory.google.guideHeading")}
        steps={(["api", "delegation", "admin"] as const).map((step) =>
          t(`teams.directory.google.guide.${step}`),
        )}
        codes={GOOGLE_SCOPES}
      />
      <p className="break-all text-sm text-slate-700">
        {t("teams.directory.google.account", { account })}
      </p>
      <Field
        label={t("teams.directory.google.adminEmail")}
        name="adminEmail"
        type="email"
        required
        hint={t("teams.directory.google.adminHint")}
        error={errors.adminEmail}
      />
      <Field
        label={t("teams.directory.google.orgUnit")}
        name="orgUnitPath"
        hint={t("teams.directory.google.orgUnitHint")}
        error={errors.orgUnitPath}
      />
      <Field
        label={t("teams.directory.google.group")}
        name="groupKey"
        hint={t("teams.directory.google.groupHint")}
        error={errors.groupKey}
      />
      <FormError errors={errors} />
      <SubmitButton fetcher={fetcher} className={`${smallPrimaryButton} self-start`}>
        {t("teams.directory.connect")}
      </SubmitButton>
    </fetcher.Form>
  );
}

function EntraForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const errors = actionErrors(fetcher.data);
  const [credential, setCredential] = useState<"secret" | "certificate">("secret");
  const secretId = useId();
  return (
    <fetcher.Form method="post" className="flex flex-col gap-3" data-testid="directory-entra">
      <input type="hidden" name="intent" value="connectDirectory" />
      <input type="hidden" name="provider" value="entra" />
      <Guide
        heading={t("teams.directory.entra.guideHeading")}
        steps={(["register", "permission", "credential", "ids"] as const).map((step) =>
          t(`teams.directory.entra.guide.${step}`),
        )}
        codes={[]}
      />
      <Field
        label={t("teams.directory.entra.tenantId")}
        name="tenantId"
        required
        hint={t("teams.directory.entra.tenantHint")}
        error={errors.tenantId}
      />
      <Field
        label={t("teams.directory.entra.clientId")}
        name="clientId"
        required
        error={errors.clientId}
      />
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-1 text-sm font-medium">
          {t("teams.directory.entra.credential")}
        </legend>
        {(["secret", "certificate"] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="credential"
              value={choice}
              checked={credential === choice}
              onChange={() => setCredential(choice)}
            />
            {t(`teams.directory.entra.credentials.${choice}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={secretId} className="text-sm font-medium">
          {t(`teams.directory.entra.${credential}`)}
        </label>
        {credential === "secret" ? (
          <input
            id={secretId}
            name="secret"
            type="password"
            required
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${secretId}-hint`}
            aria-invalid={errors.secret ? true : undefined}
            className={`${inputClass} font-mono text-sm`}
          />
        ) : (
          <textarea
            id={secretId}
            name="certificate"
            rows={5}
            required
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${secretId}-hint`}
            aria-invalid={errors.certificate ? true : undefined}
            className={`${inputClass} font-mono text-sm`}
          />
        )}
        <p id={`${secretId}-hint`} className="text-sm text-slate-600">
          {credential === "certificate" && `${t("teams.directory.entra.certificateHint")} `}
          {t("teams.directory.entra.secretKept")}
        </p>
        {(errors.secret ?? errors.certificate) && (
          <p className="text-sm font-medium text-red-800">{errors.secret ?? errors.certificate}</p>
        )}
      </div>
      <Field
        label={t("teams.directory.entra.groupId")}
        name="groupId"
        hint={t("teams.directory.entra.groupHint")}
        error={errors.groupId}
      />
      <Field
        label={t("teams.directory.entra.filter")}
        name="filter"
        hint={t("teams.directory.entra.filterHint")}
        error={errors.filter}
      />
      <FormError errors={errors} />
      <SubmitButton fetcher={fetcher} className={`${smallPrimaryButton} self-start`}>
        {t("teams.directory.connect")}
      </SubmitButton>
    </fetcher.Form>
  );
}

function Guide({ heading, steps, codes }: { heading: string; steps: string[]; codes: string[] }) {
  return (
    <details className="text-slate-800">
      <summary className="cursor-pointer font-medium">{heading}</summary>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {codes.map((code) => (
        <p key={code} className="mt-2 break-all rounded bg-slate-100 p-2 font-mono text-sm">
          {code}
        </p>
      ))}
    </details>
  );
}

function FormError({ errors }: { errors: Record<string, string> }) {
  return errors._form ? <FormMessage tone="error">{errors._form}</FormMessage> : null;
}

function Connected({ view, connection }: { view: TeamView; connection: Connection }) {
  const { t } = useTranslation();
  const { settings } = connection;
  const running = connection.status === "previewing" || connection.status === "syncing";
  return (
    <div className="flex flex-col gap-4">
      <div className="text-sm text-slate-800">
        <p className="break-all">
          {settings.provider === "google"
            ? t("teams.directory.connected.google", { admin: settings.adminEmail })
            : t("teams.directory.connected.entra", {
                tenant: settings.tenantId,
                credential: t(`teams.directory.entra.credentials.${settings.credential}`),
              })}
        </p>
        <p className="break-all">{scopeOf(connection, t)}</p>
      </div>
      <Status connection={connection} running={running} />
      {connection.preview && <Preview preview={connection.preview} />}
      <Actions connection={connection} running={running} />
      <MappingForm view={view} connection={connection} />
    </div>
  );
}

function scopeOf(connection: Connection, t: ReturnType<typeof useTranslation>["t"]): string {
  const { settings } = connection;
  const parts =
    settings.provider === "google"
      ? [
          settings.orgUnitPath &&
            t("teams.directory.scope.orgUnit", { value: settings.orgUnitPath }),
          settings.groupKey && t("teams.directory.scope.group", { value: settings.groupKey }),
        ]
      : [
          settings.groupId && t("teams.directory.scope.group", { value: settings.groupId }),
          settings.filter && t("teams.directory.scope.filter", { value: settings.filter }),
        ];
  const shown = parts.filter(Boolean);
  return shown.length > 0 ? shown.join(" ") : t("teams.directory.scope.everyone");
}

/** What the last run did, and what runs now (refreshed every two seconds while it runs). */
function Status({ connection, running }: { connection: Connection; running: boolean }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), 2000);
    return () => clearTimeout(timer);
  }, [running, state, revalidate]);
  const { summary } = connection;
  return (
    <div role="status" className="flex flex-col gap-1 text-sm" data-testid="directory-status">
      {running && (
        <p className="font-medium text-slate-900">
          {t(`teams.directory.status.${connection.status as "previewing" | "syncing"}`)}
        </p>
      )}
      {connection.status === "failed" && connection.error && (
        <p className="font-medium text-red-800">
          {t("teams.directory.status.failed", {
            reason: t(`teams.directory.errors.reasons.${connection.error}`),
          })}
        </p>
      )}
      {connection.status === "held" && (
        <p className="rounded border border-amber-300 bg-amber-50 p-2 font-medium text-slate-900">
          {t("teams.directory.status.held")}
        </p>
      )}
      {summary && (
        <p className="text-slate-800">
          {t("teams.directory.status.last", { when: when(summary.finishedAt), ...summary })}
        </p>
      )}
      {connection.appliedAt ? (
        <p className="text-slate-700">
          {connection.nextSyncAt
            ? t("teams.directory.status.next", { when: when(connection.nextSyncAt) })
            : t("teams.directory.status.onDemand")}
        </p>
      ) : (
        !running && <p className="text-slate-700">{t("teams.directory.status.notApplied")}</p>
      )}
    </div>
  );
}

function Preview({ preview }: { preview: SyncPreview }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const { counts } = preview;
  const nothing = counts.added + counts.updated + counts.removed === 0;
  return (
    <div
      className="flex flex-col gap-2 rounded border border-slate-300 p-3"
      data-testid="directory-preview"
    >
      <h3 className="font-semibold text-ink">
        {t(
          preview.applied
            ? "teams.directory.preview.appliedHeading"
            : "teams.directory.preview.heading",
        )}
      </h3>
      <p className="text-sm text-slate-700">
        {t("teams.directory.preview.read", { when: when(preview.readAt) })}
      </p>
      <p className="text-sm font-medium text-slate-900">
        {nothing
          ? t("teams.directory.preview.nothing")
          : t("teams.directory.preview.counts", counts)}
      </p>
      {counts.kept > 0 && (
        <p className="text-sm text-slate-700">
          {t("teams.directory.preview.kept", { count: counts.kept })}
        </p>
      )}
      <Lines
        heading={t("teams.directory.preview.adds")}
        total={counts.added}
        lines={preview.adds.map((add) => ({
          key: add.email,
          text: [add.fullName, add.email, add.jobTitle].filter(Boolean).join(" · "),
        }))}
      />
      <Lines
        heading={t("teams.directory.preview.updates")}
        total={counts.updated}
        lines={preview.updates.map((update) => ({
          key: update.email,
          text: `${update.fullName} · ${update.email}`,
          changes: update.changes,
        }))}
      />
      <Lines
        heading={t("teams.directory.preview.removals")}
        total={counts.removed}
        lines={preview.removals.map((removal) => ({
          key: removal.email,
          text: `${removal.fullName} · ${removal.email}`,
        }))}
      />
      <Lines
        heading={t("teams.directory.preview.skipped")}
        total={counts.skipped}
        lines={preview.skipped.map((skip, index) => ({
          key: `${skip.email}-${index}`,
          text: `${skip.email} · ${t(`teams.directory.preview.reasons.${skip.reason}`)}`,
        }))}
      />
    </div>
  );
}

function Lines({
  heading,
  total,
  lines,
}: {
  heading: string;
  total: number;
  lines: Array<{ key: string; text: string; changes?: FieldChange[] }>;
}) {
  const { t } = useTranslation();
  const label = useChangeLabel();
  if (total === 0) return null;
  return (
    <details className="text-sm" open={total <= 10}>
      <summary className="cursor-pointer font-medium">
        {heading} ({total})
      </summary>
      <ul className="mt-1 space-y-1 pl-4">
        {lines.map((line) => (
          <li key={line.key} className="break-words">
            {line.text}
            {line.changes && line.changes.length > 0 && (
              <ul className="pl-4 text-slate-700">
                {line.changes.map((change) => (
                  <li key={change.field}>
                    {t("teams.directory.preview.change", {
                      field: label(change.field),
                      from: change.from || t("teams.directory.preview.empty"),
                      to: change.to || t("teams.directory.preview.empty"),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        {total > lines.length && (
          <li className="text-slate-700">
            {t("teams.directory.preview.more", { count: total - lines.length })}
          </li>
        )}
      </ul>
    </details>
  );
}

function useChangeLabel() {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  return (field: FieldChange["field"]) => {
    if (field === "email") return t("teams.directory.preview.email");
    if (field === "locale") return t("teams.directory.preview.locale");
    if (field.startsWith("extra.")) return field.slice(6);
    return fieldLabel(field as (typeof MAPPED_MEMBER_FIELDS)[number]);
  };
}

function Actions({ connection, running }: { connection: Connection; running: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const errors = actionErrors(fetcher.data);
  const firstApply = !connection.appliedAt || connection.status === "held";
  const button = (intent: string, label: string, primary: boolean) => (
    <fetcher.Form
      method="post"
      onSubmit={
        intent === "disconnectDirectory"
          ? confirmFirst(t("teams.directory.disconnectConfirm"))
          : undefined
      }
    >
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        className={primary ? smallPrimaryButton : smallButton}
        disabled={fetcher.state !== "idle" || (running && intent !== "disconnectDirectory")}
      >
        {label}
      </button>
    </fetcher.Form>
  );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {firstApply
          ? connection.preview && button("syncDirectory", t("teams.directory.apply"), true)
          : button("syncDirectory", t("teams.directory.syncNow"), true)}
        {button("previewDirectory", t("teams.directory.previewAgain"), false)}
        {button("disconnectDirectory", t("teams.directory.disconnect"), false)}
      </div>
      <FormError errors={errors} />
    </div>
  );
}

function MappingForm({ view, connection }: { view: TeamView; connection: Connection }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const errors = actionErrors(fetcher.data);
  const fieldLabel = useFieldLabel();
  const placeholders = view.design?.placeholders ?? [];
  const targets: Array<{ target: MappingTarget; label: string }> = [
    ...MAPPED_MEMBER_FIELDS.map((field) => ({ target: field, label: fieldLabel(field) })),
    ...placeholders.map((name) => ({
      target: `extra.${name}` as const,
      label: t("teams.directory.mapping.placeholder", { name }),
    })),
  ];
  const { mapping } = connection;
  return (
    <details className="rounded border border-slate-300 p-3" open={!connection.appliedAt}>
      <summary className="cursor-pointer font-semibold text-ink">
        {t("teams.directory.mapping.heading")}
      </summary>
      <fetcher.Form
        method="post"
        className="mt-2 flex flex-col gap-3"
        data-testid="directory-mapping"
      >
        <input type="hidden" name="intent" value="directoryChoices" />
        <p className="text-sm text-slate-700">{t("teams.directory.mapping.lead")}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {targets.map(({ target, label }) => (
            <Field
              key={target}
              label={label}
              name={`map.${target}`}
              defaultValue={mapping.fields[target] ?? ""}
            >
              <option value="">{t("teams.directory.mapping.own")}</option>
              {DIRECTORY_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {t(`teams.directory.mapping.sources.${source}`)}
                </option>
              ))}
            </Field>
          ))}
        </div>
        {(["locale", "photo"] as const).map((name) => (
          <label key={name} className="flex items-start gap-2 text-sm">
            <input type="checkbox" name={name} defaultChecked={mapping[name]} className="mt-1" />
            {t(`teams.directory.mapping.${name}`)}
          </label>
        ))}
        <Field
          label={t("teams.directory.mapping.interval")}
          name="interval"
          defaultValue={String(connection.intervalMinutes)}
        >
          {SYNC_INTERVALS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t(`teams.directory.mapping.intervals.${String(minutes) as "60"}`)}
            </option>
          ))}
        </Field>
        <FormError errors={errors} />
        <SubmitButton fetcher={fetcher} className={`${smallButton} self-start`}>
          {t("teams.directory.mapping.save")}
        </SubmitButton>
      </fetcher.Form>
    </details>
  );
}
