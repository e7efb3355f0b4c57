import { describe, expect, it } from "vitest";
import {
  DEFAULT_ROSTER_QUERY,
  filterRoster,
  isFiltered,
  ROSTER_PAGE_SIZE,
  type RosterEntry,
  rosterFacets,
  rosterPage,
  rosterParams,
} from "../roster-query.ts";
import { parseRosterQuery } from "./roster-query-input.ts";

const entry = (name: string, patch: Partial<RosterEntry> = {}): RosterEntry => {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@acme.example`;
  return {
    id: email,
    name,
    email,
    title: "",
    department: "",
    locale: "en",
    link: "none",
    linkAt: null,
    gmail: "none",
    gmailError: null,
    outlookAt: null,
    source: "hand",
    syncedAt: null,
    haystack: `${name}\n${email}`.toLowerCase(),
    ...patch,
  };
};

describe("parseRosterQuery", () => {
  it("reads what it knows and falls back to the defaults for anything else", () => {
    expect(parseRosterQuery(new URLSearchParams(""))).toEqual(DEFAULT_ROSTER_QUERY);
    const query = parseRosterQuery(
      new URLSearchParams(
        "q=ada&dept=R%26D&lang=fr&gmail=failed&link=opened&source=hand&sort=gmail&dir=desc&page=3",
      ),
    );
    expect(query).toMatchObject({ q: "ada", lang: "fr", gmail: "failed", link: "opened" });
    expect(query).toMatchObject({ dept: "R&D", source: "hand" });
    expect(query).toMatchObject({ sort: "gmail", dir: "desc", page: 3 });
    const hostile = parseRosterQuery(
      new URLSearchParams(
        `q=${"x".repeat(500)}&dept=${"x".repeat(121)}&lang=de&gmail=x&source=ldap&sort=__proto__&dir=up&page=-4`,
      ),
    );
    expect(hostile).toMatchObject({ q: "", lang: undefined, gmail: undefined, sort: "name" });
    expect(hostile).toMatchObject({ dept: undefined, source: undefined });
    expect(parseRosterQuery(new URLSearchParams(`dept=${"x".repeat(120)}`)).dept).toHaveLength(120);
    expect(hostile).toMatchObject({ dir: "asc", page: 1 });
    expect(parseRosterQuery(new URLSearchParams("page=2.5")).page).toBe(1);
  });

  it("gives back only what differs from the defaults, and says when it filters", () => {
    const query = parseRosterQuery(
      new URLSearchParams("q=a b&gmail=done&source=directory&dept=Sales &page=2"),
    );
    expect(rosterParams(query)).toEqual([
      ["q", "a b"],
      ["dept", "Sales "],
      ["gmail", "done"],
      ["source", "directory"],
      ["page", "2"],
    ]);
    expect(parseRosterQuery(new URLSearchParams(new URLSearchParams(rosterParams(query))))).toEqual(
      query,
    );
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered(parseRosterQuery(new URLSearchParams("sort=email&page=4")))).toBe(false);
    expect(isFiltered(parseRosterQuery(new URLSearchParams("dept=Sales")))).toBe(true);
    expect(isFiltered(parseRosterQuery(new URLSearchParams("source=hand")))).toBe(true);
  });
});

describe("filterRoster", () => {
  const synced = (department: string, syncedAt: string) =>
    ({ source: "directory", syncedAt, department }) as const;
  const people = [
    entry("Émile Zola", { locale: "fr", gmail: "done", link: "opened", title: "Writer" }),
    entry("ada Lovelace", {
      gmail: "failed",
      link: "sent",
      title: "Engineer",
      ...synced("Engines", "2026-11-29T10:00:00.000Z"),
    }),
    entry("Grace Hopper", {
      gmail: "queued",
      title: "Admiral",
      ...synced("Navy", "2026-11-28T09:00:00.000Z"),
    }),
    entry("Alan Turing", { locale: "fr", title: "Engineer", department: "Engines" }),
  ];
  const names = (query: string, locale: "en" | "fr" = "en") =>
    filterRoster(people, parseRosterQuery(new URLSearchParams(query)), locale).map((e) => e.name);

  it("sorts names as people read them, accents and case aside, either way", () => {
    expect(names("")).toEqual(["ada Lovelace", "Alan Turing", "Émile Zola", "Grace Hopper"]);
    expect(names("dir=desc")).toEqual([
      "Grace Hopper",
      "Émile Zola",
      "Alan Turing",
      "ada Lovelace",
    ]);
  });

  it("sorts by a channel's state, ties by address", () => {
    expect(names("sort=gmail")).toEqual([
      "ada Lovelace",
      "Grace Hopper",
      "Alan Turing",
      "Émile Zola",
    ]);
    expect(names("sort=link&dir=desc")[0]).toBe("Émile Zola");
    expect(names("sort=title")).toEqual([
      "Grace Hopper",
      "ada Lovelace",
      "Alan Turing",
      "Émile Zola",
    ]);
  });

  it("keeps the members every filter and every word of the search match", () => {
    expect(names("lang=fr")).toEqual(["Alan Turing", "Émile Zola"]);
    expect(names("gmail=none")).toEqual(["Alan Turing"]);
    expect(names("link=none")).toEqual(["Alan Turing", "Grace Hopper"]);
    expect(names("q=ALAN tur")).toEqual(["Alan Turing"]);
    expect(names("q=lovelace&gmail=done")).toEqual([]);
  });

  it("filters by department, exactly, and by where members came from", () => {
    expect(names("dept=Engines")).toEqual(["ada Lovelace", "Alan Turing"]);
    expect(names("dept=engines")).toEqual([]);
    expect(names("dept=Engine")).toEqual([]);
    expect(names("source=directory")).toEqual(["ada Lovelace", "Grace Hopper"]);
    expect(names("source=hand")).toEqual(["Alan Turing", "Émile Zola"]);
    expect(names("source=hand&dept=Engines")).toEqual(["Alan Turing"]);
  });

  it("sorts by directory: added by hand first, then the longest since synced", () => {
    // ties by address (".mile.zola@" first), whichever way the column goes
    expect(names("sort=directory")).toEqual([
      "Émile Zola",
      "Alan Turing",
      "Grace Hopper",
      "ada Lovelace",
    ]);
    expect(names("sort=directory&dir=desc")).toEqual([
      "ada Lovelace",
      "Grace Hopper",
      "Émile Zola",
      "Alan Turing",
    ]);
  });

  it("offers the team's departments once each, in the page's language's order", () => {
    const teams = [
      ...people,
      entry("Anne Été", { department: "Études" }),
      entry("Zoé Zèbre", { department: "Zoologie" }),
      entry("Ève Ouest", { department: "Engines" }),
    ];
    expect(rosterFacets(teams, "fr")).toEqual({
      departments: ["Engines", "Études", "Navy", "Zoologie"],
      hasDirectory: true,
    });
    expect(rosterFacets([people[0]!, people[3]!], "en")).toEqual({
      departments: ["Engines"],
      hasDirectory: false,
    });
    expect(rosterFacets([], "en")).toEqual({ departments: [], hasDirectory: false });
  });
});

describe("rosterPage", () => {
  it("cuts pages of ROSTER_PAGE_SIZE and answers the last page past the end", () => {
    const rows = Array.from({ length: ROSTER_PAGE_SIZE * 2 + 3 }, (_, i) => i);
    const query = parseRosterQuery(new URLSearchParams("page=3"));
    expect(rosterPage(rows, query)).toEqual({ rows: [100, 101, 102], page: 3, pageCount: 3 });
    const past = rosterPage(rows, parseRosterQuery(new URLSearchParams("page=99")));
    expect(past.page).toBe(3);
    expect(rosterPage([], query)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});

describe("the Outlook column", () => {
  it("filters by whether the member's Outlook fetched their signature, and sorts never first", () => {
    const entries = [
      entry("Ada", { outlookAt: "2026-11-20T10:00:00.000Z" }),
      entry("Bob"),
      entry("Cy", { outlookAt: "2026-11-10T10:00:00.000Z" }),
    ];
    const names = (query: Partial<typeof DEFAULT_ROSTER_QUERY>) =>
      filterRoster(entries, { ...DEFAULT_ROSTER_QUERY, ...query }, "en").map((e) => e.name);
    expect(names({ outlook: "seen" })).toEqual(["Ada", "Cy"]);
    expect(names({ outlook: "never" })).toEqual(["Bob"]);
    expect(names({ sort: "outlook" })).toEqual(["Bob", "Cy", "Ada"]);
    expect(parseRosterQuery(new URLSearchParams("outlook=seen")).outlook).toBe("seen");
    expect(parseRosterQuery(new URLSearchParams("outlook=maybe")).outlook).toBeUndefined();
    expect(isFiltered({ ...DEFAULT_ROSTER_QUERY, outlook: "never" })).toBe(true);
  });
});
