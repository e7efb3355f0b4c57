import { endpoint } from "../../../.server/api/endpoint.ts";
import { ProblemCode, problemResponse } from "../../../.server/http/problem.ts";
import type { PoolRefusal } from "../../../.server/untrusted/pool.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { ROSTER_FILE_LIMITS } from "../roster-file.ts";
import { TEAM_MANAGER } from "./team-manager.ts";

/** When a full line of files to read tells the client to come back. */
const BUSY_RETRY_AFTER_SECONDS = 30;

// POST /api/teams/roster – a roster spreadsheet (CSV in any common encoding and delimiter,
// or .xlsx) as the raw body → 200 {format, encoding, delimiter, headers, rows}. Nothing is
// stored: the page maps the columns, shows the rows' problems, then imports what is confirmed.
// The file is read in a worker thread (ADR 030): 422 for a file it refuses, 503 when the
// server is already reading as many files as it will.
export const readRoster = endpoint(
  {
    ...TEAM_MANAGER,
    rateLimit: "rosterUpload",
    body: {
      kind: "bytes",
      maxBytes: ROSTER_FILE_LIMITS.bytes,
      tooLarge: "teams.import.errors.tooLarge",
    },
  },
  async ({ app, locale, body: bytes }) => {
    const parsed = await app.untrustedFiles.parse("roster", bytes);
    if (!parsed.ok) return refused(parsed.refusal, locale);
    const result = parsed.value;
    if (!result.ok) {
      return problemResponse({
        code: ProblemCode.UnprocessableContent,
        messageKey: `teams.import.errors.${result.error}`,
        values: ROSTER_FILE_LIMITS,
        locale,
      });
    }
    return Response.json(result.table, { headers: { "cache-control": "no-store" } });
  },
);

function refused(refusal: PoolRefusal, locale: Locale): Response {
  if (refusal === "busy") {
    return problemResponse({
      code: ProblemCode.ServiceUnavailable,
      messageKey: "teams.import.errors.busy",
      locale,
      headers: { "retry-after": String(BUSY_RETRY_AFTER_SECONDS) },
    });
  }
  // It ran too long, or needed too much memory: a file no roster needs to be.
  return problemResponse({
    code: ProblemCode.UnprocessableContent,
    messageKey: "teams.import.errors.tooComplex",
    locale,
  });
}
