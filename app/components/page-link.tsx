import type { AnchorHTMLAttributes } from "react";
import { useLocale } from "../i18n/use-locale.ts";
import { type PageKey, pagePath } from "../route-table.ts";

/**
 * A link to one of the site's pages, in the language of the page it is on: a plain link, the
 * same inside React Router and in a React island (most pages are loaded as documents anyway).
 */
export function PageLink({
  page,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { page: PageKey }) {
  const locale = useLocale();
  return <a href={pagePath(page, locale)} {...props} />;
}
