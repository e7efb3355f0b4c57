import { describe, expect, it } from "vitest";
import {
  DEFAULT_ROSTER_QUERY,
  filterRoster,
  isFiltered,
  ROSTER_PAGE_SIZE,
  type RosterEntry,
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
    locale: "en",
    link: "none",
    linkAt: null,
    gmail: "none",
    gmailError: null,
    haystack: `${name}\n${email}`.toLowerCase(),
    ...patch,
  };
};

describe("parseRosterQuery", () => {
  it("reads what it knows and falls back to the defaults for anything else", () => {
    expect(parseRosterQuery(new URLSearchParams(""))).toEqual(DEFAULT_ROSTER_QUERY);
    const query = parseRosterQuery(
      new URLSearchParams("q=ada&lang=fr&gmail=failed&link=opened&sort=gmail&dir=desc&page=3"),
    );
    expect(query).toMatchObject({ q: "ada", lang: "fr", gmail: "failed", link: "opened" });
    expect(query).toMatchObject({ sort: "gmail", dir: "desc", page: 3 });
    const hostile = parseRosterQuery(
      new URLSearchParams(`q=${"x".repeat(500)}&lang=de&gmail=x&sort=__proto__&dir=up&page=-4`),
    );
    expect(hostile).toMatchObject({ q: "", lang: undefined, gmail: undefined, sort: "name" });
    expect(hostile).toMatchObject({ dir: "asc", page: 1 });
    expect(parseRosterQuery(new URLSearchParams("page=2.5")).page).toBe(1);
  });

  it("gives back only what differs from the defaults, and says when it filters", () => {
    const query = parseRosterQuery(new URLSearchParams("q=a b&gmail=done&page=2"));
    expect(rosterParams(query)).toEqual([
      ["q", "a b"],
      ["gmail", "done"],
      ["page", "2"],
    ]);
    expect(parseRosterQuery(new URLSearchParams(new URLSearchParams(rosterParams(query))))).toEqual(
      query,
    );
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered(parseRosterQuery(new URLSearchParams("sort=email&page=4")))).toBe(false);
  });
});

describe("filterRoster", () => {
  const people = [
    entry("Émile Zola", { locale: "fr", gmail: "done", link: "opened", title: "Writer" }),
    entry("ada Lovelace", { gmail: "failed", link: "sent", title: "Engineer" }),
    entry("Grace Hopper", { gmail: "queued", title: "Admiral" }),
    entry("Alan Turing", { locale: "fr", title: "Engineer" }),
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
