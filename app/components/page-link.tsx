import { Link, type LinkProps } from "react-router";
import { useLocale } from "../i18n/use-locale.ts";
import { type PageKey, pagePath } from "../route-table.ts";

/** A link to one of the site's pages, in the language of the page it is on. */
export function PageLink({ page, ...props }: Omit<LinkProps, "to"> & { page: PageKey }) {
  const locale = useLocale();
  return <Link to={pagePath(page, locale)} {...props} />;
}
