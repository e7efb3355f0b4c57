import { Link, useFetcher } from "react-router";
import { AccountSection } from "../account/account-section.tsx";
import { FormMessage } from "../account/form-fields.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { actionErrors, Field, inputClass, smallPrimaryButton } from "./form-controls.tsx";
import type { TeamView } from "./member-card.tsx";

/** The team's design: template and colour here, everything else in the editor. */
export function DesignSection({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher();
  const errors = actionErrors(fetcher.data);
  const { design, team } = view;
  return (
    <AccountSection id="team-design" heading={t("teams.design.heading")}>
      {design === null ? (
        <FormMessage tone="error">{t("teams.design.missing")}</FormMessage>
      ) : (
        <>
          <p className="text-slate-700">{t("teams.design.lead")}</p>
          <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="design" />
            <div className="min-w-48 flex-1">
              <Field
                label={t("teams.design.template")}
                name="template"
                defaultValue={design.template}
                error={errors.template}
              >
                {view.templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {t(`templates.${template.id}Name`)}
                    {template.pro ? ` (${t("templates.pro")})` : ""}
                  </option>
                ))}
              </Field>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="team-accent" className="text-sm font-medium">
                {t("teams.design.accent")}
              </label>
              <input
                id="team-accent"
                name="accentColor"
                type="color"
                defaultValue={design.accentColor}
                key={design.accentColor}
                className={`${inputClass} h-11 w-20 p-1`}
              />
            </div>
            <button
              type="submit"
              className={smallPrimaryButton}
              disabled={fetcher.state !== "idle"}
            >
              {t("teams.design.apply", { count: view.memberCount })}
            </button>
          </fetcher.Form>
          {errors._form && <FormMessage tone="error">{errors._form}</FormMessage>}
          <p>
            <Link
              to={`${pagePath("app", locale)}?id=${encodeURIComponent(design.id)}`}
              className="font-semibold text-brand-700 underline"
            >
              {t("teams.design.openEditor")}
            </Link>
          </p>
          <details className="text-sm text-slate-700">
            <summary className="cursor-pointer font-medium text-slate-800">
              {t("teams.design.placeholdersHeading")}
            </summary>
            <p className="mt-2">{t("teams.design.placeholdersLead")}</p>
            <p className="mt-2 font-mono">
              {"{fullName} {firstName} {jobTitle} {email} {phone} {mobile}"}
            </p>
            <p className="mt-2">
              {design.placeholders.length > 0
                ? t("teams.design.extras", {
                    names: design.placeholders.map((n) => `{${n}}`).join(", "),
                  })
                : t("teams.design.noExtras")}
            </p>
          </details>
        </>
      )}
      <SelfEditSwitch selfEdit={team.selfEdit} />
    </AccountSection>
  );
}

function SelfEditSwitch({ selfEdit }: { selfEdit: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="selfEdit" />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="selfEdit"
          defaultChecked={selfEdit}
          key={String(selfEdit)}
          onChange={(event) => fetcher.submit(event.currentTarget.form)}
          className="size-4"
        />
        <span>{t("teams.design.selfEdit")}</span>
      </label>
    </fetcher.Form>
  );
}
