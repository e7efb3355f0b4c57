import { ProLink } from "../billing/index.ts";
import { useTranslation } from "../i18n/react.tsx";
import { getTemplate } from "../signature/templates.ts";
import type { ExportTemplate } from "./use-export-template.ts";

/** On the finished page: the Pro template being tried, and what copying it does. */
export function ExportTrialNotice({
  trial,
  savedTemplate,
}: {
  trial: ExportTemplate["trial"];
  /** the template the saved signature keeps */
  savedTemplate: string;
}) {
  const { t } = useTranslation();
  if (!trial) return null;
  const template = t(getTemplate(trial.template).nameKey);
  return (
    <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {trial.kind === "pro"
        ? t("export.trial", { template })
        : t("export.trialLocked", { template, saved: t(getTemplate(savedTemplate).nameKey) })}{" "}
      <ProLink />
    </p>
  );
}
