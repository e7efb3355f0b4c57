import { type ReactNode, useEffect, useId, useState } from "react";
import { FormMessage } from "../../components/form-fields.tsx";
import { useFetcher } from "../../components/island-fetcher.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import {
  DEFAULT_ROSTER_QUERY,
  GMAIL_FILTERS,
  isFiltered,
  LINK_FILTERS,
  OUTLOOK_FILTERS,
  ROSTER_PAGE_SIZE,
  ROSTER_SORTS,
  type RosterQuery,
  type RosterSort,
  rosterParams,
  SOURCE_FILTERS,
} from "../roster-query.ts";
import { actionErrors, confirmFirst, PageLinks, smallButton } from "./form-controls.tsx";
import type { TeamView } from "./member-card.tsx";

// The roster as a table (issue 23): for a team of hundreds or thousands, one row per member
// with the state of each channel (and, for a team with a directory, where the member came
// from), a search and filters, sortable columns, a page of ROSTER_PAGE_SIZE rows, and actions
// on the members ticked or on every member matching.

type Roster = NonNullable<TeamView["roster"]>;
type Row = Roster["rows"][number];

const LANGUAGE_NAMES = { en: "English", fr: "Français" } as const;

/** The team page's URL with this roster query (and `extra`), in the page's language. */
function useRosterHref(view: TeamView) {
  const locale = useLocale();
  const layout: Array<[string, string]> = view.layoutParam ? [["view", view.layoutParam]] : [];
  return (query: RosterQuery, extra: Array<[string, string]> = []) => {
    const params = new URLSearchParams([
      ["id", view.team.id],
      ...layout,
      ...rosterParams(query),
      ...extra,
    ]);
    return `${pagePath("teams", locale)}?${params}`;
  };
}

export function RosterTable({ view, roster }: { view: TeamView; roster: Roster }) {
  const { t } = useTranslation();
  const { query } = roster;
  const href = useRosterHref(view);
  const withDirectory = roster.hasDirectory || view.directory !== null;
  const withOutlook = view.team.outlook !== null;
  const columns = ROSTER_SORTS.filter(
    (column) => (column !== "directory" || withDirectory) && (column !== "outlook" || withOutlook),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  // a new page or a new filter starts with nothing selected
  const pageKey = `${href(query)}|${roster.shownCount}`;
  useEffect(() => {
    void pageKey;
    setSelected(new Set());
    setAllMatching(false);
  }, [pageKey]);
  const pageIds = roster.rows.map((row) => row.id);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const count = allMatching ? roster.shownCount : selected.size;
  const from = (query.page - 1) * ROSTER_PAGE_SIZE + 1;
  const bulk = useFetcher();
  const clear = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  // a bulk action done: its members are no longer selected (some are gone)
  const bulkAnswer = bulk.data as BulkAnswer | undefined;
  useEffect(() => {
    if (bulkAnswer?.ok) {
      setSelected(new Set());
      setAllMatching(false);
    }
  }, [bulkAnswer]);
  return (
    <div className="mt-4 flex flex-col gap-4">
      <RosterFilters
        view={view}
        query={query}
        departments={roster.departments}
        withDirectory={withDirectory}
        withOutlook={withOutlook}
        clearHref={href(DEFAULT_ROSTER_QUERY)}
      />
      <BulkOutcome fetcher={bulk} />
      {count > 0 && (
        <BulkActions
          view={view}
          query={query}
          ids={[...selected]}
          allMatching={allMatching}
          count={count}
          fetcher={bulk}
          onClear={clear}
        />
      )}
      {roster.shownCount === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("teams.table.noMatch")}</p>
      ) : (
        <>
          {wholePage && !allMatching && roster.shownCount > pageIds.length && (
            <button
              type="button"
              className={`${smallButton} self-start`}
              onClick={() => setAllMatching(true)}
            >
              {t("teams.table.selectMatching", { count: roster.shownCount })}
            </button>
          )}
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table
              className={`w-full ${withDirectory || withOutlook ? "min-w-[56rem]" : "min-w-[48rem]"} border-collapse text-left text-sm`}
            >
              <caption className="px-3 py-2 text-left text-slate-700">
                {t("teams.table.caption", {
                  from,
                  to: from + roster.rows.length - 1,
                  count: roster.shownCount,
                })}
              </caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="w-10 px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={t("teams.table.selectPage")}
                      checked={wholePage || allMatching}
                      onChange={() => {
                        setAllMatching(false);
                        setSelected(wholePage ? new Set() : new Set(pageIds));
                      }}
                      className="size-4"
                    />
                  </th>
                  {columns.map((column) => (
                    <SortableHeader key={column} column={column} query={query} href={href} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {roster.rows.map((row) => (
                  <RosterRow
                    key={row.id}
                    row={row}
                    withDirectory={withDirectory}
                    withOutlook={withOutlook}
                    href={href(query, [["member", row.id]])}
                    checked={allMatching || selected.has(row.id)}
                    onToggle={() => {
                      setAllMatching(false);
                      toggle(row.id);
                    }}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {roster.pageCount > 1 && (
            <PageLinks
              page={query.page}
              pageCount={roster.pageCount}
              href={(page) => href({ ...query, page })}
            />
          )}
        </>
      )}
    </div>
  );
}

function RosterFilters({
  view,
  query,
  departments,
  withDirectory,
  withOutlook,
  clearHref,
}: {
  view: TeamView;
  query: RosterQuery;
  /** the team's departments, in the page's language's order */
  departments: string[];
  withDirectory: boolean;
  withOutlook: boolean;
  clearHref: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  // a kept link may name a department no member is in any more
  const departmentOptions =
    query.dept && !departments.includes(query.dept) ? [...departments, query.dept] : departments;
  const select = (
    name: "dept" | "lang" | "gmail" | "link" | "outlook" | "source",
    label: string,
    options: ReactNode,
    any = t("teams.table.any"),
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        name={name}
        defaultValue={query[name] ?? ""}
        className="max-w-64 rounded-md border border-slate-400 bg-white px-2 py-1.5"
      >
        <option value="">{any}</option>
        {options}
      </select>
    </div>
  );
  return (
    <search>
      <form method="get" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="id" value={view.team.id} />
        {view.layoutParam && <input type="hidden" name="view" value={view.layoutParam} />}
        {query.sort !== "name" && <input type="hidden" name="sort" value={query.sort} />}
        {query.dir !== "asc" && <input type="hidden" name="dir" value={query.dir} />}
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-q`} className="text-sm font-medium">
            {t("teams.table.search")}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={query.q}
            className="rounded-md border border-slate-400 px-3 py-1.5"
          />
        </div>
        {departments.length > 0 &&
          select(
            "dept",
            t("teams.table.department"),
            departmentOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            )),
            t("teams.table.anyDepartment"),
          )}
        {select(
          "lang",
          t("teams.table.language"),
          Object.entries(LANGUAGE_NAMES).map(([value, name]) => (
            <option key={value} value={value} lang={value}>
              {name}
            </option>
          )),
        )}
        {select(
          "link",
          t("teams.table.link"),
          LINK_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`teams.table.linkStates.${value}`)}
            </option>
          )),
        )}
        {select(
          "gmail",
          t("teams.table.gmail"),
          GMAIL_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`teams.table.gmailStates.${value}`)}
            </option>
          )),
        )}
        {withOutlook &&
          select(
            "outlook",
            t("teams.table.outlook"),
            OUTLOOK_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`teams.table.outlookStates.${value}`)}
              </option>
            )),
          )}
        {withDirectory &&
          select(
            "source",
            t("teams.table.directory"),
            SOURCE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`teams.table.sources.${value}`)}
              </option>
            )),
          )}
        <button type="submit" className={smallButton}>
          {t("teams.table.filter")}
        </button>
        {isFiltered(query) && (
          <a href={clearHref} className="text-sm font-medium text-brand-700 underline">
            {t("teams.table.clear")}
          </a>
        )}
      </form>
    </search>
  );
}

function SortableHeader({
  column,
  query,
  href,
}: {
  column: RosterSort;
  query: RosterQuery;
  href: ReturnType<typeof useRosterHref>;
}) {
  const { t } = useTranslation();
  const label = t(`teams.table.columns.${column}`);
  const active = query.sort === column;
  const dir = active && query.dir === "asc" ? "desc" : "asc";
  return (
    <th
      scope="col"
      className="px-3 py-2 font-semibold"
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <a
        href={href({ ...query, sort: column, dir, page: 1 })}
        aria-label={t("teams.table.sortBy", { column: label })}
        className="inline-flex items-center gap-1 text-ink underline-offset-2 hover:underline"
      >
        {label}
        {active && <span aria-hidden="true">{query.dir === "asc" ? "▲" : "▼"}</span>}
      </a>
    </th>
  );
}

function RosterRow({
  row,
  withDirectory,
  withOutlook,
  href,
  checked,
  onToggle,
}: {
  row: Row;
  withDirectory: boolean;
  withOutlook: boolean;
  href: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (at: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(at));
  const name = row.name || row.email;
  return (
    <tr className="border-t border-slate-200" data-testid="roster-row">
      <td className="px-3 py-2">
        <input
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          aria-label={t("teams.table.selectOne", { name })}
          className="size-4"
        />
      </td>
      <th scope="row" className="px-3 py-2 font-medium">
        <a
          href={`${href}#member-detail`}
          aria-label={t("teams.table.open", { name })}
          className="text-brand-700 underline"
        >
          {name}
        </a>
      </th>
      <td className="break-all px-3 py-2">{row.email}</td>
      <td className="px-3 py-2">
        {row.title}
        {row.department && (
          <span className="block text-xs text-slate-600" data-testid="roster-department">
            {row.department}
          </span>
        )}
      </td>
      <td className="px-3 py-2" lang={row.locale}>
        {LANGUAGE_NAMES[row.locale]}
      </td>
      <td className="px-3 py-2" data-testid="roster-link">
        {row.link === "opened" && row.linkAt
          ? t("teams.table.linkOpened", { date: date(row.linkAt) })
          : row.link === "sent" && row.linkAt
            ? t("teams.table.linkSent", { date: date(row.linkAt) })
            : t("teams.table.linkStates.none")}
      </td>
      <td className="px-3 py-2" data-testid="roster-gmail">
        {t(`teams.table.gmailStates.${row.gmail}`)}
        {row.gmailError && (
          <span className="block text-xs text-slate-600">
            {t(`teams.push.reasons.${row.gmailError as "unavailable"}`, {
              defaultValue: "",
            })}
          </span>
        )}
      </td>
      {withOutlook && (
        <td className="px-3 py-2" data-testid="roster-outlook">
          {row.outlookAt
            ? t("teams.table.outlookSeen", { date: date(row.outlookAt) })
            : t("teams.table.outlookStates.never")}
        </td>
      )}
      {withDirectory && (
        <td className="px-3 py-2" data-testid="roster-directory">
          {row.source === "hand"
            ? t("teams.table.sources.hand")
            : row.syncedAt
              ? t("teams.table.synced", { date: date(row.syncedAt) })
              : t("teams.table.sources.directory")}
        </td>
      )}
    </tr>
  );
}

type BulkAnswer = {
  ok?: boolean;
  intent?: string;
  removed?: number;
  queued?: number;
  sent?: number;
  notices?: string[];
};

/** What a finished bulk action did, in a sentence (or its refusal). */
function BulkOutcome({ fetcher }: { fetcher: ReturnType<typeof useFetcher> }) {
  const { t } = useTranslation();
  const answer = fetcher.data as BulkAnswer | undefined;
  const errors = actionErrors(fetcher.data);
  if (fetcher.state !== "idle" || !answer) return null;
  if (errors._form) return <FormMessage tone="error">{errors._form}</FormMessage>;
  if (!answer.ok) return null;
  const said =
    answer.removed !== undefined
      ? t("teams.table.removed", { count: answer.removed })
      : answer.queued !== undefined
        ? t("teams.table.queued", { count: answer.queued })
        : answer.sent !== undefined
          ? [t("teams.links.sentCount", { count: answer.sent }), ...(answer.notices ?? [])].join(
              " ",
            )
          : null;
  return said ? (
    <FormMessage tone={answer.notices?.length ? "info" : "success"}>{said}</FormMessage>
  ) : null;
}

function BulkActions({
  view,
  query,
  ids,
  allMatching,
  count,
  fetcher,
  onClear,
}: {
  view: TeamView;
  query: RosterQuery;
  ids: string[];
  allMatching: boolean;
  count: number;
  fetcher: ReturnType<typeof useFetcher>;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const busy = fetcher.state !== "idle";
  const button = (intent: string, label: string, danger = false) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className={`${smallButton}${danger ? " text-red-800" : ""}`}
    >
      {label}
    </button>
  );
  return (
    <fetcher.Form
      method="post"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-300 bg-slate-50 p-3"
      data-testid="bulk-actions"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value === "removeMembers") {
          confirmFirst(t("teams.table.removeConfirm", { count }))(event);
        }
      }}
    >
      <p role="status" className="mr-2 text-sm font-medium text-ink">
        {t("teams.table.selected", { count })}
      </p>
      {allMatching ? (
        <>
          <input type="hidden" name="matching" value="1" />
          {rosterParams({ ...query, page: 1 }).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </>
      ) : (
        ids.map((id) => <input key={id} type="hidden" name="memberId" value={id} />)
      )}
      {button("sendLinks", t("teams.table.mailLinks"))}
      {view.team.googleClientEmail && button("startPush", t("teams.table.push"))}
      {button("removeMembers", t("teams.table.remove"), true)}
      <button
        type="button"
        className="text-sm font-medium text-brand-700 underline"
        onClick={onClear}
      >
        {t("teams.table.clearSelection")}
      </button>
    </fetcher.Form>
  );
}
