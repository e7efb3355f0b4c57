import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { AccountSection } from "../account/account-section.tsx";
import { FormMessage } from "../account/form-fields.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { DesignSection } from "./design-section.tsx";
import { actionErrors, Field, smallButton, smallPrimaryButton } from "./form-controls.tsx";
import { GoogleSection } from "./google-section.tsx";
import { MemberCard, type TeamView } from "./member-card.tsx";
import { MemberForm } from "./member-form.tsx";
import { RosterImport } from "./roster-import.tsx";

/** One team: its design, its roster and every member's signature, links, Gmail push. */
export function TeamPage({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { team } = view;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <p>
        <Link
          to={pagePath("teams", locale)}
          className="text-sm font-medium text-brand-700 underline"
        >
          {t("teams.team.allTeams")}
        </Link>
      </p>
      <h1 className="mt-2 break-words text-3xl font-bold tracking-tight text-ink">{team.name}</h1>
      <p className="mt-1 text-slate-700">{t("teams.list.members", { count: view.memberCount })}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <DesignSection view={view} />
        <RosterSection view={view} />
      </div>
      <Members view={view} />
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <GoogleSection view={view} />
        <SettingsSection view={view} />
      </div>
    </div>
  );
}

function RosterSection({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const placeholders = view.design?.placeholders ?? [];
  const sender = useFetcher();
  const sent = sender.data as
    | { ok?: boolean; sent?: number; errors?: Record<string, string> }
    | undefined;
  return (
    <AccountSection id="team-roster" heading={t("teams.roster.heading")}>
      <p className="text-slate-700">{t("teams.roster.lead")}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={smallPrimaryButton}
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {t("teams.roster.add")}
        </button>
        <button
          type="button"
          className={smallButton}
          aria-expanded={importing}
          onClick={() => setImporting((open) => !open)}
        >
          {t("teams.roster.import")}
        </button>
        {view.memberCount > 0 && (
          <a href={`/api/teams/${view.team.id}/roster.csv`} download className={smallButton}>
            {t("teams.roster.export")}
          </a>
        )}
        {view.memberCount > 0 && (
          <sender.Form method="post">
            <input type="hidden" name="intent" value="sendLinks" />
            <button type="submit" className={smallButton} disabled={sender.state !== "idle"}>
              {t("teams.links.sendAll", { count: view.memberCount })}
            </button>
          </sender.Form>
        )}
      </div>
      {sent?.ok && sent.sent !== undefined && sender.state === "idle" && (
        <FormMessage tone="success">{t("teams.links.sentCount", { count: sent.sent })}</FormMessage>
      )}
      {sent?.errors?._form && <FormMessage tone="error">{sent.errors._form}</FormMessage>}
      {adding && (
        <div className="rounded-lg bg-slate-50 p-3">
          <MemberForm placeholders={placeholders} />
        </div>
      )}
      {importing && (
        <div className="rounded-lg bg-slate-50 p-3">
          <RosterImport placeholders={placeholders} />
        </div>
      )}
    </AccountSection>
  );
}

function Members({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const placeholders = view.design?.placeholders ?? [];
  const pageLink = (page: number) => `${pagePath("teams", locale)}?id=${view.team.id}&page=${page}`;
  return (
    <section aria-labelledby="team-members" className="mt-10">
      <h2 id="team-members" className="text-2xl font-semibold">
        {t("teams.members.heading")}
      </h2>
      {view.memberCount === 0 ? (
        <p className="mt-3 rounded-xl bg-slate-50 p-4 text-slate-700">{t("teams.members.empty")}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            {t("teams.members.showing", {
              from: (view.page - 1) * 24 + 1,
              to: (view.page - 1) * 24 + view.members.length,
              count: view.memberCount,
            })}
          </p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {view.members.map((member) => (
              <MemberCard
                key={member.id}
                member={member}
                placeholders={placeholders}
                canPush={view.team.googleClientEmail !== null}
              />
            ))}
          </ul>
          {view.pageCount > 1 && (
            <nav aria-label={t("teams.members.pages")} className="mt-4 flex flex-wrap gap-2">
              {Array.from({ length: view.pageCount }, (_, index) => index + 1).map((page) => (
                <Link
                  key={page}
                  to={pageLink(page)}
                  aria-current={page === view.page ? "page" : undefined}
                  className={`${smallButton} aria-[current=page]:bg-brand-700 aria-[current=page]:text-white`}
                >
                  {page}
                </Link>
              ))}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function SettingsSection({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const rename = useFetcher();
  const remove = useFetcher();
  const errors = actionErrors(rename.data);
  return (
    <AccountSection id="team-settings" heading={t("teams.settings.heading")}>
      <rename.Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="renameTeam" />
        <div className="min-w-48 flex-1">
          <Field
            label={t("teams.list.name")}
            name="name"
            defaultValue={view.team.name}
            required
            error={errors.name}
          />
        </div>
        <button type="submit" className={smallButton} disabled={rename.state !== "idle"}>
          {t("teams.settings.rename")}
        </button>
      </rename.Form>
      <remove.Form
        method="post"
        onSubmit={(event) => {
          if (!window.confirm(t("teams.settings.deleteConfirm", { team: view.team.name }))) {
            event.preventDefault();
          }
        }}
      >
        <input type="hidden" name="intent" value="deleteTeam" />
        <button type="submit" className={`${smallButton} text-red-800`}>
          {t("teams.settings.delete")}
        </button>
      </remove.Form>
      <p className="text-sm text-slate-600">{t("teams.settings.deleteHint")}</p>
    </AccountSection>
  );
}
