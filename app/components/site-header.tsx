import { NavLink } from "react-router";
import { useSessionUser } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";

export function SiteHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSessionUser();
  const signedIn = Boolean(user);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-1 py-1.5 text-sm font-medium whitespace-nowrap hover:text-brand-700 sm:px-2 ${isActive ? "text-brand-700" : "text-slate-700"}`;
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-3 sm:px-4">
        <Logo />
        <nav aria-label={t("nav.main")} className="flex items-center gap-1 sm:gap-3">
          {/* Content links from 768 px; smaller screens find them in the footer. */}
          <NavLink
            to={pagePath("emailSignature", locale)}
            className={(state) => `hidden md:inline ${linkClass(state)}`}
          >
            {t("nav.guide")}
          </NavLink>
          <NavLink
            to={pagePath("blog", locale)}
            className={(state) => `hidden md:inline ${linkClass(state)}`}
          >
            {t("nav.blog")}
          </NavLink>
          <NavLink to={pagePath("mySignatures", locale)} className={linkClass}>
            {t("nav.mySignatures")}
          </NavLink>
          <NavLink
            to={pagePath(signedIn ? "account" : "login", locale)}
            className={linkClass}
            // Not known where the page is the same for everyone: the page's script asks.
            {...(user === undefined && {
              "data-signed-in-href": pagePath("account", locale),
              "data-signed-in-label": t("account.nav.account"),
            })}
          >
            {signedIn ? t("account.nav.account") : t("account.nav.signIn")}
          </NavLink>
          <NavLink
            to={pagePath("create", locale)}
            className="rounded-md bg-brand-700 px-2.5 py-1.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 sm:px-3"
          >
            <span className="sm:hidden">{t("nav.createShort")}</span>
            <span className="hidden sm:inline">{t("nav.create")}</span>
          </NavLink>
          <LanguageSwitcher />
        </nav>
      </div>
    </header>
  );
}
