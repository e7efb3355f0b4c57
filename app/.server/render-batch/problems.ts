// The problems of a batch as a whole (a row's own errors are in its result instead).
import type { Locale } from "../../i18n/locales.ts";
import { ProblemCode, problemResponse } from "../http/problem.ts";
import { BATCH_MAX_PEOPLE } from "./limits.ts";

/** 422: more people than one batch holds; nothing has been rendered. */
export function tooManyPeople(locale: Locale): Response {
  return problemResponse({
    code: ProblemCode.UnprocessableContent,
    messageKey: "problems.batch.tooManyPeople",
    values: { max: BATCH_MAX_PEOPLE },
    locale,
    extra: { limit: BATCH_MAX_PEOPLE },
  });
}

/** 422: no one to render (an empty body, a header alone, an empty `people`). */
export function emptyBatch(locale: Locale): Response {
  return problemResponse({
    code: ProblemCode.UnprocessableContent,
    messageKey: "problems.batch.empty",
    locale,
  });
}
