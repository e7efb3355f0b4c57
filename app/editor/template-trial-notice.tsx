import { ProLink } from "../billing/index.ts";
import type { TemplateTrial } from "../billing/rules.ts";
import { useTranslation } from "../i18n/react.tsx";
import { getTemplate } from "../signature/templates.ts";
import { errorId } from "./field-message.tsx";

export const TRIAL_NOTICE_ID = "template-trial-notice";

/** Says that the chosen template is only tried, and what saving it will do (ADR 019). */
export function TemplateTrialNotice({ trial }: { trial: TemplateTrial | null }) {
  const { t } = useTranslation();
  if (!trial) return null;
  if (trial.kind === "locked") {
    return (
      <p id={errorId("template")} role="alert" className="text-sm font-medium text-red-700">
        {t("editor.template.proBlocked")} <ProLink />
      </p>
    );
  }
  const template = t(getTemplate(trial.template).nameKey);
  return (
    <p id={TRIAL_NOTICE_ID} className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {trial.kind === "switch"
        ? t("editor.template.trialSwitch", {
            template,
            owned: t(getTemplate(trial.owned).nameKey),
          })
        : t("editor.template.trialPro", { template })}{" "}
      <ProLink />
    </p>
  );
}
