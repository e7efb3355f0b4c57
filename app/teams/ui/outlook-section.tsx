import { useId } from "react";
import { FormMessage } from "../../components/form-fields.tsx";
import { useFetcher } from "../../components/island-fetcher.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { SignatureHtml } from "../../components/signature-html.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { GUID } from "../directory.ts";
import { OUTLOOK_REPLY_VERSIONS, outlookResource } from "../outlook.ts";
import {
  actionErrors,
  Field,
  inputClass,
  SubmitButton,
  smallButton,
  smallPrimaryButton,
} from "./form-controls.tsx";
import type { TeamView } from "./member-card.tsx";

const GUIDE_STEPS = ["register", "expose", "authorize", "ids", "download", "deploy"] as const;

/** The team's Outlook add-in: its settings, its package, what a member gets (docs/teams.md). */
export function OutlookSection({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const { team, outlook } = view;
  const locale = useLocale();
  const settings = team.outlook;
  // the directory's app registration, when the team syncs from Entra ID, is the natural one
  const entra = view.directory?.settings.provider === "entra" ? view.directory.settings : null;
  const tenantId = settings?.tenantId ?? (entra && GUID.test(entra.tenantId) ? entra.tenantId : "");
  const clientId = settings?.clientId ?? entra?.clientId ?? "";
  const resource = outlookResource(outlook.publicUrl, clientId || "<client-id>");
  return (
    <PageSection id="team-outlook" heading={t("teams.outlook.heading")}>
      <p className="text-slate-700">{t("teams.outlook.lead")}</p>
      {!outlook.https && (
        <p className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-slate-900">
          {t("teams.outlook.httpsNeeded", { url: outlook.publicUrl })}
        </p>
      )}
      <details className="text-slate-800">
        <summary className="cursor-pointer font-medium">{t("teams.outlook.guideHeading")}</summary>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
          {GUIDE_STEPS.map((step) => (
            <li key={step} className="break-words">
              {t(`teams.outlook.guide.${step}`, { resource })}
            </li>
          ))}
        </ol>
      </details>
      <SettingsForm
        tenantId={tenantId}
        clientId={clientId}
        reply={settings?.reply ?? "short"}
        resource={resource}
      />
      {settings && (
        <>
          <p>
            <a
              href={`/api/teams/${team.id}/outlook.zip?lang=${locale}`}
              download
              className={`${smallPrimaryButton} inline-block`}
              data-testid="outlook-package"
            >
              {t("teams.outlook.download")}
            </a>
          </p>
          <p className="text-sm text-slate-700" data-testid="outlook-seen">
            {t("teams.outlook.seen", { count: outlook.seen })}
          </p>
          <TestForm />
        </>
      )}
      <p className="text-sm text-slate-700">{t("teams.outlook.fallbacks")}</p>
    </PageSection>
  );
}

function SettingsForm({
  tenantId,
  clientId,
  reply,
  resource,
}: {
  tenantId: string;
  clientId: string;
  reply: string;
  resource: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const errors = actionErrors(fetcher.data);
  const saved = (fetcher.data as { ok?: boolean } | undefined)?.ok === true;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-3" data-testid="outlook-settings">
      <input type="hidden" name="intent" value="outlookSettings" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t("teams.outlook.tenantId")}
          name="tenantId"
          defaultValue={tenantId}
          required
          hint={t("teams.outlook.tenantHint")}
          error={errors.tenantId}
        />
        <Field
          label={t("teams.outlook.clientId")}
          name="clientId"
          defaultValue={clientId}
          required
          hint={t("teams.outlook.clientHint", { resource })}
          error={errors.clientId}
        />
      </div>
      <Field label={t("teams.outlook.reply")} name="reply" defaultValue={reply}>
        {OUTLOOK_REPLY_VERSIONS.map((version) => (
          <option key={version} value={version}>
            {t(`teams.outlook.replies.${version}`)}
          </option>
        ))}
      </Field>
      {errors._form && <FormMessage tone="error">{errors._form}</FormMessage>}
      {saved && fetcher.state === "idle" && (
        <p role="status" className="text-sm font-medium text-green-800">
          {t("teams.outlook.saved")}
        </p>
      )}
      <SubmitButton fetcher={fetcher} className={`${smallButton} self-start`}>
        {t("teams.outlook.save")}
      </SubmitButton>
    </fetcher.Form>
  );
}

type TestAnswer = {
  ok?: boolean;
  email?: string;
  html?: string | null;
  replyHtml?: string | null;
  errors?: Record<string, string>;
};

/** The manager's test: what a member's Outlook would insert, on a new message and a reply. */
function TestForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<TestAnswer>();
  const answer = fetcher.data;
  const emailId = useId();
  return (
    <div className="flex flex-col gap-2 rounded border border-slate-300 p-3">
      <h3 className="font-semibold text-ink">{t("teams.outlook.test.heading")}</h3>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="outlookTest" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={emailId} className="text-sm font-medium">
            {t("teams.outlook.test.email")}
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            required
            autoComplete="off"
            className={inputClass}
          />
        </div>
        <SubmitButton fetcher={fetcher} className={smallButton}>
          {t("teams.outlook.test.show")}
        </SubmitButton>
      </fetcher.Form>
      {answer?.errors?._form && <FormMessage tone="error">{answer.errors._form}</FormMessage>}
      {answer?.ok && !answer.html && (
        <p role="status" className="text-sm font-medium text-slate-900">
          {t("teams.outlook.test.notMember", { email: answer.email ?? "" })}
        </p>
      )}
      {answer?.ok && answer.html && (
        <div className="grid gap-3 sm:grid-cols-2" data-testid="outlook-test">
          <div>
            <p className="text-sm font-medium">{t("teams.outlook.test.newMessage")}</p>
            <SignatureHtml html={answer.html} style={{ zoom: 0.8 }} />
          </div>
          <div>
            <p className="text-sm font-medium">{t("teams.outlook.test.replyMessage")}</p>
            {answer.replyHtml ? (
              <SignatureHtml html={answer.replyHtml} style={{ zoom: 0.8 }} />
            ) : (
              <p className="text-sm text-slate-700">{t("teams.outlook.test.none")}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
