import { FormMessage, primaryButton } from "../../components/form-fields.tsx";
import { useFetcher } from "../../components/island-fetcher.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import type { TeamSummary } from "../.server/teams.ts";
import { actionErrors, Field, SubmitButton } from "./form-controls.tsx";

/** The owner's teams and the form that starts one. */
export function TeamsList({ teams }: { teams: readonly TeamSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher();
  const errors = actionErrors(fetcher.data);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("teams.list.heading")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("teams.list.lead")}</p>
      {teams.length > 0 ? (
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {teams.map((team) => (
            <li key={team.id}>
              <a
                href={`${pagePath("teams", locale)}?id=${team.id}`}
                className="block rounded-xl p-4 ring-1 ring-slate-200 hover:bg-slate-50 hover:ring-brand-700"
              >
                <span className="block text-lg font-semibold text-ink">{team.name}</span>
                <span className="text-sm text-slate-700">
                  {t("teams.list.members", { count: team.memberCount })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-xl bg-slate-50 p-4 text-slate-700">{t("teams.list.empty")}</p>
      )}
      <section aria-labelledby="new-team" className="mt-10 rounded-xl p-5 ring-1 ring-slate-200">
        <h2 id="new-team" className="text-xl font-semibold">
          {t("teams.list.newHeading")}
        </h2>
        <fetcher.Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="createTeam" />
          <Field
            label={t("teams.list.name")}
            name="name"
            required
            hint={t("teams.list.nameHint")}
            error={errors.name}
          />
          {errors._form && !errors.name && <FormMessage tone="error">{errors._form}</FormMessage>}
          <SubmitButton fetcher={fetcher} className={`${primaryButton} self-start`}>
            {t("teams.list.create")}
          </SubmitButton>
        </fetcher.Form>
      </section>
    </div>
  );
}
