import { type ReactNode, useId } from "react";
import { FormMessage } from "../../components/form-fields.tsx";
import { useFetcher } from "../../components/island-fetcher.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { usePublicConfig } from "../../hooks/use-public-config.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import type { PersonFieldName } from "../../signature/person-design.ts";
import { useFieldLabel } from "../field-label.ts";
import {
  actionErrors,
  Field,
  inputClass,
  SubmitButton,
  smallPrimaryButton,
} from "./form-controls.tsx";
import type { TeamView } from "./member-card.tsx";

/** The team's design: template and colour here, everything else in the editor. */
export function DesignSection({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher();
  const errors = actionErrors(fetcher.data);
  const { design, team } = view;
  return (
    <PageSection id="team-design" heading={t("teams.design.heading")}>
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
            <SubmitButton fetcher={fetcher} className={smallPrimaryButton}>
              {t("teams.design.apply", { count: view.memberCount })}
            </SubmitButton>
          </fetcher.Form>
          {errors._form && <FormMessage tone="error">{errors._form}</FormMessage>}
          <CreditSwitch on={design.creditEnabled} optional={view.creditOptional} />
          <PersonalDetails fields={design.personalDetails} />
          <p>
            <a
              href={`${pagePath("app", locale)}?id=${encodeURIComponent(design.id)}`}
              className="font-semibold text-brand-700 underline"
            >
              {t("teams.design.openEditor")}
            </a>
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
    </PageSection>
  );
}

/**
 * "Created with …" under every member's signature: Pro owners choose (the plan rules of
 * app/billing/rules.ts), the Free plan always shows it.
 */
function CreditSwitch({ on, optional }: { on: boolean; optional: boolean }) {
  const { t } = useTranslation();
  const { appName } = usePublicConfig();
  const hintId = useId();
  return (
    <SavedCheckbox
      intent="credit"
      name="creditEnabled"
      saved={on}
      checked={on || !optional}
      disabled={!optional}
      describedBy={hintId}
      label={t("teams.design.credit", { appName })}
      className="flex flex-col gap-1"
    >
      <p id={hintId} className="text-sm text-slate-600">
        {optional ? t("teams.design.creditHint") : t("teams.design.creditFree")}
      </p>
    </SavedCheckbox>
  );
}

/** The person fields of the design that no member gets (its own person's details). */
function PersonalDetails({ fields }: { fields: readonly PersonFieldName[] }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  if (fields.length === 0) return null;
  const names = fields.map(label);
  return (
    <p
      className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
      data-testid="design-personal-details"
    >
      {t("teams.design.personal", { fields: names.join(", ") })}
    </p>
  );
}

function SelfEditSwitch({ selfEdit }: { selfEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <SavedCheckbox
      intent="selfEdit"
      name="selfEdit"
      saved={selfEdit}
      label={t("teams.design.selfEdit")}
      className="flex flex-wrap items-center gap-3"
    />
  );
}

/**
 * A checkbox saved as soon as it changes, in a fetcher form of its own that posts `intent`.
 * It starts again from `saved` (the value the server holds) whenever that changes.
 */
function SavedCheckbox({
  intent,
  name,
  saved,
  checked = saved,
  disabled,
  describedBy,
  label,
  className,
  children,
}: {
  intent: string;
  name: string;
  saved: boolean;
  /** shown instead of `saved` (e.g. forced on) */
  checked?: boolean;
  disabled?: boolean;
  describedBy?: string;
  label: string;
  className: string;
  /** below the checkbox, in the form (a hint) */
  children?: ReactNode;
}) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked}
          key={String(saved)}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => fetcher.submit(event.currentTarget.form)}
          className="size-4"
        />
        <span>{label}</span>
      </label>
      {children}
    </fetcher.Form>
  );
}
