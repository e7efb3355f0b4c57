import { Link } from "react-router";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";

export function Logo() {
  const locale = useLocale();
  return (
    <Link
      to={pagePath("home", locale)}
      className="flex items-center gap-2 rounded font-serif text-xl font-semibold tracking-tight italic"
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-brand-700 font-serif text-lg text-white not-italic"
      >
        P
      </span>
      {/* Narrow screens keep the mark only, so the header's links fit at 360 px. */}
      <span className="sr-only sm:not-sr-only">Paraph</span>
    </Link>
  );
}
