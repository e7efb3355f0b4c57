import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import type { Crumb } from "../../seo/json-ld.ts";

/** Home › Section › Page: every crumb but the last is a link. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("blog.breadcrumb")} className="text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-400">
                  ›
                </span>
              )}
              {last ? (
                <span aria-current="page" className="line-clamp-1 text-slate-600">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="underline-offset-4 hover:text-brand-700 hover:underline"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
