// The roster table of a team (issue 23): which members it shows, in what order, a page at a
// time, and what its filters offer. Pure and isomorphic: the server filters with it, the page
// builds its links with it, and a bulk action "on every matching member" sends the same query
// back to be filtered again. The query is read from a URL or a form by
// .server/roster-query-input.ts (its schema stays out of the page's JavaScript).
import type { Locale } from "../i18n/locales.ts";

export const ROSTER_SORTS = [
  "name",
  "email",
  "title",
  "language",
  "link",
  "gmail",
  "outlook",
  "directory",
] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];
/** `none`: never pushed; the others are the push's states */
export const GMAIL_FILTERS = ["none", "queued", "sending", "done", "failed"] as const;
/** `none`: no link mailed; `sent`: mailed, never opened; `opened`: opened at least once */
export const LINK_FILTERS = ["none", "sent", "opened"] as const;
export type LinkState = (typeof LINK_FILTERS)[number];
export type GmailState = (typeof GMAIL_FILTERS)[number];
/** `seen`: the member's Outlook add-in has fetched their signature; `never`: not yet */
export const OUTLOOK_FILTERS = ["seen", "never"] as const;
export type OutlookState = (typeof OUTLOOK_FILTERS)[number];
/** `directory`: the member came from the team's directory; `hand`: added by hand or imported */
export const SOURCE_FILTERS = ["directory", "hand"] as const;
export type MemberSource = (typeof SOURCE_FILTERS)[number];

/** Rows of one page of the table. */
export const ROSTER_PAGE_SIZE = 50;
/** Above this many members the table is the default view; at most, the cards. */
export const CARDS_UP_TO = 24;

export type RosterQuery = {
  q: string;
  /** a department, matched exactly */
  dept: string | undefined;
  lang: Locale | undefined;
  gmail: GmailState | undefined;
  link: LinkState | undefined;
  outlook: OutlookState | undefined;
  source: MemberSource | undefined;
  sort: RosterSort;
  dir: "asc" | "desc";
  page: number;
};

/** The whole roster, by name (what a query is when it says nothing). */
export const DEFAULT_ROSTER_QUERY: RosterQuery = {
  q: "",
  dept: undefined,
  lang: undefined,
  gmail: undefined,
  link: undefined,
  outlook: undefined,
  source: undefined,
  sort: "name",
  dir: "asc",
  page: 1,
};

/** The query's parameters that differ from the defaults, for a link or a form's hidden fields. */
export function rosterParams(query: RosterQuery): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  if (query.q) params.push(["q", query.q]);
  if (query.dept) params.push(["dept", query.dept]);
  if (query.lang) params.push(["lang", query.lang]);
  if (query.gmail) params.push(["gmail", query.gmail]);
  if (query.link) params.push(["link", query.link]);
  if (query.outlook) params.push(["outlook", query.outlook]);
  if (query.source) params.push(["source", query.source]);
  if (query.sort !== "name") params.push(["sort", query.sort]);
  if (query.dir !== "asc") params.push(["dir", query.dir]);
  if (query.page !== 1) params.push(["page", String(query.page)]);
  return params;
}

/** Whether the query narrows the roster (a search or a filter). */
export function isFiltered(query: RosterQuery): boolean {
  return Boolean(
    query.q ||
      query.dept ||
      query.lang ||
      query.gmail ||
      query.link ||
      query.outlook ||
      query.source,
  );
}

/** One member as the table shows them. */
export type RosterEntry = {
  id: string;
  name: string;
  email: string;
  title: string;
  /** the directory's department, else the member's own (a design's placeholder); "" if none */
  department: string;
  locale: Locale;
  link: LinkState;
  /** when the link was last opened, or first mailed */
  linkAt: string | null;
  gmail: GmailState;
  /** why the last Gmail attempt failed (a reason code) */
  gmailError: string | null;
  /** when the member's Outlook add-in last fetched their signature */
  outlookAt: string | null;
  source: MemberSource;
  /** when the directory last synced the member */
  syncedAt: string | null;
  /** lower-case text the search looks in */
  haystack: string;
};

const GMAIL_ORDER: Record<GmailState, number> = {
  failed: 0,
  sending: 1,
  queued: 2,
  none: 3,
  done: 4,
};
const LINK_ORDER: Record<LinkState, number> = { none: 0, sent: 1, opened: 2 };
const SOURCE_ORDER: Record<MemberSource, number> = { hand: 0, directory: 1 };

/** The members the query keeps, in its order. */
export function filterRoster(
  entries: readonly RosterEntry[],
  query: RosterQuery,
  locale: Locale,
): RosterEntry[] {
  const words = query.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const kept = entries.filter(
    (entry) =>
      (!query.dept || entry.department === query.dept) &&
      (!query.lang || entry.locale === query.lang) &&
      (!query.gmail || entry.gmail === query.gmail) &&
      (!query.link || entry.link === query.link) &&
      (!query.outlook || (entry.outlookAt ? "seen" : "never") === query.outlook) &&
      (!query.source || entry.source === query.source) &&
      words.every((word) => entry.haystack.includes(word)),
  );
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const byText = (pick: (entry: RosterEntry) => string) => (a: RosterEntry, b: RosterEntry) =>
    collator.compare(pick(a), pick(b));
  const compare: Record<RosterSort, (a: RosterEntry, b: RosterEntry) => number> = {
    name: byText((entry) => entry.name || entry.email),
    email: byText((entry) => entry.email),
    title: byText((entry) => entry.title),
    language: byText((entry) => entry.locale),
    link: (a, b) => LINK_ORDER[a.link] - LINK_ORDER[b.link],
    gmail: (a, b) => GMAIL_ORDER[a.gmail] - GMAIL_ORDER[b.gmail],
    // never first, then the longest since seen
    outlook: (a, b) => (a.outlookAt ?? "").localeCompare(b.outlookAt ?? ""),
    // by hand first, then the longest since synced
    directory: (a, b) =>
      SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] ||
      (a.syncedAt ?? "").localeCompare(b.syncedAt ?? ""),
  };
  const order = compare[query.sort];
  const sign = query.dir === "asc" ? 1 : -1;
  // ties keep a stable order by address, whichever way the column goes
  return kept.sort((a, b) => sign * order(a, b) || collator.compare(a.email, b.email));
}

/**
 * What the filters offer: the team's departments in the page's language's order, and whether
 * any member came from a directory (the directory column and its filter are shown then).
 */
export function rosterFacets(entries: readonly RosterEntry[], locale: Locale) {
  const departments = [...new Set(entries.map((entry) => entry.department))]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b, locale));
  return { departments, hasDirectory: entries.some((entry) => entry.source === "directory") };
}

/** The page of `rows` the query asks for (the last one when it asks past the end). */
export function rosterPage<T>(rows: readonly T[], query: RosterQuery) {
  const pageCount = Math.max(1, Math.ceil(rows.length / ROSTER_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * ROSTER_PAGE_SIZE;
  return { rows: rows.slice(start, start + ROSTER_PAGE_SIZE), page, pageCount };
}
