import { useEffect } from "react";
import { FormMessage } from "../../components/form-fields.tsx";
import { useFetcher, useRevalidator } from "../../components/island-fetcher.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import {
  actionErrors,
  inputClass,
  SubmitButton,
  smallButton,
  smallPrimaryButton,
} from "./form-controls.tsx";
import type { TeamView } from "./member-card.tsx";

const SCOPE = "https://www.googleapis.com/auth/gmail.settings.basic";
const GUIDE_STEPS = ["project", "api", "account", "key", "delegation", "paste"] as const;

/** Google Workspace: connect a service account, push every signature into Gmail. */
export function GoogleSection({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const { team, push } = view;
  return (
    <PageSection id="team-gmail" heading={t("teams.google.heading")}>
      <p className="text-slate-700">{t("teams.google.lead")}</p>
      {team.googleClientEmail ? (
        <Connected view={view} />
      ) : (
        <>
          <details className="text-slate-800">
            <summary className="cursor-pointer font-medium">
              {t("teams.google.guideHeading")}
            </summary>
            <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
              {GUIDE_STEPS.map((step) => (
                <li key={step}>{t(`teams.google.guide.${step}`, { scope: SCOPE })}</li>
              ))}
            </ol>
            <p className="mt-2 break-all rounded bg-slate-100 p-2 font-mono text-sm">{SCOPE}</p>
          </details>
          <ConnectForm />
        </>
      )}
      {push.queued + push.sending + push.done + push.failed > 0 && <PushProgress view={view} />}
    </PageSection>
  );
}

function ConnectForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const errors = actionErrors(fetcher.data);
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="connectGoogle" />
      <label htmlFor="google-key" className="text-sm font-medium">
        {t("teams.google.keyLabel")}
      </label>
      <textarea
        id="google-key"
        name="key"
        rows={4}
        required
        spellCheck={false}
        autoComplete="off"
        aria-describedby="google-key-hint"
        aria-invalid={errors.key ? true : undefined}
        className={`${inputClass} font-mono text-sm`}
      />
      <p id="google-key-hint" className="text-sm text-slate-600">
        {t("teams.google.keyHint")}
      </p>
      {errors.key && <p className="text-sm font-medium text-red-800">{errors.key}</p>}
      <SubmitButton fetcher={fetcher} className={`${smallPrimaryButton} self-start`}>
        {t("teams.google.connect")}
      </SubmitButton>
    </fetcher.Form>
  );
}

function Connected({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const errors = actionErrors(fetcher.data);
  const running = view.push.queued + view.push.sending > 0;
  const outdated = !running && view.push.outdated > 0;
  // one primary action: updating who is out of date, when someone is
  const primary = outdated ? "updateOutdated" : "startPush";
  const submit = (intent: string) => (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        className={intent === primary ? smallPrimaryButton : smallButton}
        disabled={
          fetcher.state !== "idle" ||
          (intent === "startPush" && (running || view.memberCount === 0))
        }
      >
        {t(
          `teams.google.${intent as "startPush" | "cancelPush" | "disconnectGoogle" | "updateOutdated"}`,
          { count: intent === "updateOutdated" ? view.push.outdated : view.memberCount },
        )}
      </button>
    </fetcher.Form>
  );
  return (
    <div className="flex flex-col gap-3">
      <p className="break-all text-sm text-slate-700">
        {t("teams.google.connected", { account: view.team.googleClientEmail ?? "" })}
      </p>
      {outdated && (
        <div className="flex flex-col gap-2 rounded border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm text-slate-900" data-testid="push-outdated">
            {t("teams.google.outdated", { count: view.push.outdated })}
          </p>
          <div className="self-start">{submit("updateOutdated")}</div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {submit("startPush")}
        {running && submit("cancelPush")}
        {submit("disconnectGoogle")}
      </div>
      {errors._form && <FormMessage tone="error">{errors._form}</FormMessage>}
    </div>
  );
}

/** The last push's counts, refreshed every two seconds while it runs. */
function PushProgress({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const { revalidate, state } = useRevalidator();
  const running = view.push.queued + view.push.sending > 0;
  useEffect(() => {
    if (!running || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), 2000);
    return () => clearTimeout(timer);
  }, [running, state, revalidate]);
  return (
    <p role="status" className="text-sm font-medium text-slate-800" data-testid="push-progress">
      {t("teams.push.progress", {
        done: view.push.done,
        failed: view.push.failed,
        waiting: view.push.queued + view.push.sending,
      })}
    </p>
  );
}
