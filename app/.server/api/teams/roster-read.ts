import { BodyReadError, readCappedBytes } from "../../http/capped-body.ts";
import { ProblemCode, problemFor, problemResponse } from "../../http/problem.ts";
import { requireWithinRateLimit } from "../../http/rate-limit.ts";
import { ROSTER_FILE_LIMITS, readRosterFile } from "../../teams/roster-file.ts";
import type { ApiArgs } from "../router.ts";
import { requireTeamManager } from "./team-manager.ts";

// POST /api/teams/roster – a roster spreadsheet (CSV in any common encoding and delimiter,
// or .xlsx) as the raw body → 200 {format, encoding, delimiter, headers, rows}. Nothing is
// stored: the page maps the columns, shows the rows' problems, then imports what is confirmed.
export async function handleReadRoster({ request, app }: ApiArgs): Promise<Response> {
  const { locale } = await requireTeamManager(request, app);
  await requireWithinRateLimit(app.limiters.rosterUpload, request);
  let bytes: Buffer | null;
  try {
    bytes = await readCappedBytes(request, ROSTER_FILE_LIMITS.bytes);
  } catch (error) {
    if (error instanceof BodyReadError) return problemFor("badRequest", locale);
    throw error;
  }
  if (bytes === null) {
    return problemResponse({
      code: ProblemCode.PayloadTooLarge,
      messageKey: "teams.import.errors.tooLarge",
      locale,
    });
  }
  const result = await readRosterFile(bytes);
  if (!result.ok) {
    return problemResponse({
      code: ProblemCode.UnprocessableContent,
      messageKey: `teams.import.errors.${result.error}`,
      values: ROSTER_FILE_LIMITS,
      locale,
    });
  }
  return Response.json(result.table, { headers: { "cache-control": "no-store" } });
}
