import { data } from "react-router";
import type { Locale } from "../../i18n/locales.ts";
import { serverT } from "../../i18n/translate.server.ts";

/** A team intent refused as a whole: the message under `_form`, in the page's language. */
export function failure(
  locale: Locale,
  key: Parameters<ReturnType<typeof serverT>>[0],
  status: number,
) {
  return data({ ok: false as const, errors: { _form: serverT(locale)(key) } }, { status });
}
