import { useCallback, useEffect, useId, useState } from "react";
import { FormMessage } from "../../components/form-fields.tsx";
import { useFetcher } from "../../components/island-fetcher.tsx";
import { PageLink } from "../../components/page-link.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import { rosterParams } from "../roster-query.ts";
import { DesignSection } from "./design-section.tsx";
import {
  actionErrors,
  confirmFirst,
  Field,
  PageLinks,
  SubmitButton,
  smallButton,
  smallPrimaryButton,
} from "./form-controls.tsx";
import { GoogleSection } from "./google-section.tsx";
import { MemberCard, type TeamView } from "./member-card.tsx";
import { MemberForm, RosterImport } from "./on-demand-forms.tsx";
import { DirectoryPart, OutlookPart } from "./on-demand-sections.tsx";
import type { ImportCounts } from "./roster-import.tsx";
import { RosterTable } from "./roster-table.tsx";

/** One team: its design, its roster and every member's signature, links, Gmail push. */
export function TeamPage({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const { team } = view;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <p>
        <PageLink page="teams" className="text-sm font-medium text-brand-700 underline">
          {t("teams.team.allTeams")}
        </PageLink>
      </p>
      <h1 className="mt-2 break-words text-3xl font-bold tracking-tight text-ink">{team.name}</h1>
      <p className="mt-1 text-slate-700">{t("teams.list.members", { count: view.memberCount })}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <DesignSection view={view} />
        <RosterSection view={view} />
      </div>
      <Members view={view} />
      <div className="mt-10 grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <GoogleSection view={view} />
        <SettingsSection view={view} />
      </div>
      <div className="mt-10 grid gap-6">
        <DirectoryPart view={view} />
        <OutlookPart view={view} />
      </div>
    </div>
  );
}

function RosterSection({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<ImportCounts | null>(null);
  const finishImport = useCallback((counts: ImportCounts) => {
    setImporting(false);
    setImported(counts);
  }, []);
  const importedId = useId();
  // the import's own button is gone: the focus goes to what it did
  useEffect(() => {
    if (imported) document.getElementById(importedId)?.focus();
  }, [imported, importedId]);
  const placeholders = view.design?.placeholders ?? [];
  const sender = useFetcher();
  const sent = sender.data as
    | { ok?: boolean; sent?: number; notices?: string[]; errors?: Record<string, string> }
    | undefined;
  return (
    <PageSection id="team-roster" heading={t("teams.roster.heading")}>
      <p className="text-slate-700">{t("teams.roster.lead")}</p>
      {!view.directory && (
        <p className="text-sm">
          <a href="#team-directory" className="font-medium text-brand-700 underline">
            {t("teams.roster.followDirectory")}
          </a>
        </p>
      )}
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
          onClick={() => {
            setImported(null);
            setImporting((open) => !open);
          }}
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
      {view.links.sent > 0 && (
        <p className="text-sm text-slate-700" data-testid="link-summary">
          {t("teams.links.summary", { sent: view.links.sent, opened: view.links.opened })}
        </p>
      )}
      {sent?.ok && sent.sent !== undefined && sender.state === "idle" && (
        <FormMessage tone={sent.notices?.length ? "info" : "success"}>
          {[t("teams.links.sentCount", { count: sent.sent }), ...(sent.notices ?? [])].join(" ")}
        </FormMessage>
      )}
      {sent?.errors?._form && <FormMessage tone="error">{sent.errors._form}</FormMessage>}
      {adding && (
        <div className="rounded-lg bg-slate-50 p-3">
          <MemberForm placeholders={placeholders} />
        </div>
      )}
      {imported && (
        <div className="flex flex-col gap-2">
          <FormMessage tone="success" id={importedId}>
            {t("teams.roster.imported", {
              count: imported.added + imported.updated,
              added: imported.added,
              updated: imported.updated,
            })}
          </FormMessage>
          <button
            type="button"
            className={`${smallButton} self-start`}
            onClick={() => {
              setImported(null);
              setImporting(true);
            }}
          >
            {t("teams.roster.importAnother")}
          </button>
        </div>
      )}
      {importing && (
        <div className="rounded-lg bg-slate-50 p-3">
          <RosterImport placeholders={placeholders} onImported={finishImport} />
        </div>
      )}
    </PageSection>
  );
}

function Members({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="team-members" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="team-members" className="text-2xl font-semibold">
          {t("teams.members.heading")}
        </h2>
        {view.memberCount > 0 && <LayoutSwitch view={view} />}
      </div>
      {view.memberCount === 0 ? (
        <p className="mt-3 rounded-xl bg-slate-50 p-4 text-slate-700">{t("teams.members.empty")}</p>
      ) : view.roster ? (
        <>
          {view.members[0] && <OpenedMember view={view} member={view.members[0]} />}
          <RosterTable view={view} roster={view.roster} />
        </>
      ) : (
        <MemberCards view={view} />
      )}
    </section>
  );
}

/** Table or cards (`?view=`): the table by default above CARDS_UP_TO members. */
function LayoutSwitch({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const link = (layout: "table" | "cards") => (
    <a
      href={`${pagePath("teams", locale)}?id=${view.team.id}&view=${layout}`}
      aria-current={view.layout === layout ? "page" : undefined}
      className={`rounded-md px-3 py-1 text-sm font-medium ${
        view.layout === layout ? "bg-ink text-white" : "text-brand-700 underline"
      }`}
    >
      {t(`teams.table.${layout}`)}
    </a>
  );
  return (
    <nav aria-label={t("teams.table.showAs")} className="flex items-center gap-1">
      {link("table")}
      {link("cards")}
    </nav>
  );
}

/** The card of the member a row of the table opened (`?member=`), above the table. */
function OpenedMember({ view, member }: { view: TeamView; member: TeamView["members"][number] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const back = new URLSearchParams([
    ["id", view.team.id],
    ...(view.layoutParam ? [["view", view.layoutParam]] : []),
    ...(view.roster ? rosterParams(view.roster.query) : []),
  ]);
  return (
    <div id="member-detail" className="mt-4 flex flex-col gap-2">
      <a
        href={`${pagePath("teams", locale)}?${back}`}
        className="self-start text-sm font-medium text-brand-700 underline"
      >
        {t("teams.table.backToTable")}
      </a>
      <ul className="grid gap-4 md:grid-cols-2">
        <MemberCard
          member={member}
          placeholders={view.design?.placeholders ?? []}
          canPush={view.team.googleClientEmail !== null}
        />
      </ul>
    </div>
  );
}

function MemberCards({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const placeholders = view.design?.placeholders ?? [];
  const from = (view.page - 1) * view.perPage + 1;
  return (
    <>
      {view.memberCount > view.perPage && <SearchForm view={view} />}
      {view.shownCount === 0 ? (
        <p className="mt-3 rounded-xl bg-slate-50 p-4 text-slate-700">
          {t("teams.members.noMatch", { search: view.search })}
        </p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            {t("teams.members.showing", {
              from,
              to: from + view.members.length - 1,
              count: view.shownCount,
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
          {view.pageCount > 1 && <Pagination view={view} />}
        </>
      )}
    </>
  );
}

function SearchForm({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  return (
    <search>
      <form method="get" className="flex items-end gap-2">
        <input type="hidden" name="id" value={view.team.id} />
        {view.layoutParam && <input type="hidden" name="view" value={view.layoutParam} />}
        <div className="flex flex-col gap-1">
          <label htmlFor="member-search" className="text-sm font-medium">
            {t("teams.members.search")}
          </label>
          <input
            id="member-search"
            name="q"
            type="search"
            defaultValue={view.search}
            className="rounded-md border border-slate-400 px-3 py-1.5"
          />
        </div>
        <button type="submit" className={smallButton}>
          {t("teams.members.find")}
        </button>
      </form>
    </search>
  );
}

function Pagination({ view }: { view: TeamView }) {
  const locale = useLocale();
  const link = (page: number) => {
    const params = new URLSearchParams([["id", view.team.id]]);
    if (view.layoutParam) params.set("view", view.layoutParam);
    if (view.search) params.set("q", view.search);
    params.set("page", String(page));
    return `${pagePath("teams", locale)}?${params}`;
  };
  return <PageLinks page={view.page} pageCount={view.pageCount} href={link} className="mt-4" />;
}

function SettingsSection({ view }: { view: TeamView }) {
  const { t } = useTranslation();
  const rename = useFetcher();
  const remove = useFetcher();
  const errors = actionErrors(rename.data);
  return (
    <PageSection id="team-settings" heading={t("teams.settings.heading")}>
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
        <SubmitButton fetcher={rename} className={smallButton}>
          {t("teams.settings.rename")}
        </SubmitButton>
      </rename.Form>
      <remove.Form
        method="post"
        onSubmit={confirmFirst(t("teams.settings.deleteConfirm", { team: view.team.name }))}
      >
        <input type="hidden" name="intent" value="deleteTeam" />
        <button type="submit" className={`${smallButton} text-red-800`}>
          {t("teams.settings.delete")}
        </button>
      </remove.Form>
      <p className="text-sm text-slate-600">{t("teams.settings.deleteHint")}</p>
    </PageSection>
  );
}
