import { Link, useSearchParams } from "react-router";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import { safeNext } from "../auth-request.ts";

/** Where signing in or up leads: `?next=` when it is safe, else the account page. */
export function useNextPage() {
  const locale = useLocale();
  const [params] = useSearchParams();
  return safeNext(params.get("next")) ?? pagePath("account", locale);
}

/** "No account yet? Sign up" and its reverse: the other page, keeping `?next=`. */
export function AuthSwitch({
  page,
  question,
  link,
}: {
  page: "login" | "signup";
  question: string;
  link: string;
}) {
  const locale = useLocale();
  const [params] = useSearchParams();
  const next = useNextPage();
  return (
    <p className="text-slate-700">
      {question}{" "}
      <Link
        to={`${pagePath(page, locale)}${params.get("next") ? `?next=${encodeURIComponent(next)}` : ""}`}
        className="font-medium text-brand-700 underline"
      >
        {link}
      </Link>
    </p>
  );
}
