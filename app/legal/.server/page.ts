import type { RouterContextProvider } from "react-router";
import { getApp } from "../../.server/context.ts";
import { localeFromPath } from "../../i18n/locales.ts";
import { formatLegalDate, type LegalDocumentKind, legalDocument } from "./documents.ts";
import { legalFacts } from "./facts.ts";

/** Loader data of a legal page: the document in the page's locale and its formatted date. */
export function legalPageData(
  kind: LegalDocumentKind,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const document = legalDocument(kind, legalFacts(getApp(context), locale));
  return { document, updated: formatLegalDate(document.updated, locale) };
}
