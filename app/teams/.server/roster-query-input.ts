// The roster table's query (app/teams/roster-query.ts) read from a URL or a form: anything
// unknown or malformed falls back to its default, so a hand-edited link still shows a roster.
import * as z from "zod/mini";
import { LOCALES } from "../../i18n/locales.ts";
import {
  GMAIL_FILTERS,
  LINK_FILTERS,
  OUTLOOK_FILTERS,
  ROSTER_SORTS,
  type RosterQuery,
  SOURCE_FILTERS,
} from "../roster-query.ts";

const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

const RosterQuerySchema = z.object({
  q: z.catch(z._default(z.string().check(z.maxLength(100)), ""), ""),
  dept: optional(z.string().check(z.maxLength(120))),
  lang: optional(z.enum(LOCALES)),
  gmail: optional(z.enum(GMAIL_FILTERS)),
  link: optional(z.enum(LINK_FILTERS)),
  outlook: optional(z.enum(OUTLOOK_FILTERS)),
  source: optional(z.enum(SOURCE_FILTERS)),
  sort: z.catch(z._default(z.enum(ROSTER_SORTS), "name"), "name"),
  dir: z.catch(z._default(z.enum(["asc", "desc"]), "asc"), "asc"),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1), 1),
});

export function parseRosterQuery(params: URLSearchParams | FormData): RosterQuery {
  const value = (name: string) => {
    const raw = params.get(name);
    return typeof raw === "string" && raw !== "" ? raw : undefined;
  };
  const query = RosterQuerySchema.parse({
    q: value("q"),
    dept: value("dept"),
    lang: value("lang"),
    gmail: value("gmail"),
    link: value("link"),
    outlook: value("outlook"),
    source: value("source"),
    sort: value("sort"),
    dir: value("dir"),
    page: value("page"),
  });
  const { dept, lang, gmail, link, outlook, source } = query;
  return { ...query, dept, lang, gmail, link, outlook, source };
}
