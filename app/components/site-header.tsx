import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { useSessionUser } from "../hooks/use-public-config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { type PageKey, pagePath } from "../route-table.ts";
import { enhanceDisclosureMenu } from "./disclosure-menu.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap hover:text-brand-700 ${isActive ? "text-brand-700" : "text-slate-700"}`;
const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-3 font-medium hover:bg-slate-50 hover:text-brand-700 ${isActive ? "text-brand-700" : "text-slate-800"}`;

export function SiteHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSessionUser();
  const signedIn = Boolean(user);
  const menuRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => (menuRef.current ? enhanceDisclosureMenu(menuRef.current) : undefined), []);

  const links: { page: PageKey; label: string; signedInSwitch?: boolean }[] = [
    { page: "emailSignature", label: t("nav.guide") },
    { page: "blog", label: t("nav.blog") },
    { page: "pricing", label: t("nav.pricing") },
    { page: "mySignatures", label: t("nav.mySignatures") },
    {
      page: signedIn ? "account" : "login",
      label: signedIn ? t("account.nav.account") : t("account.nav.signIn"),
      // Not known where the page is the same for everyone: the page's script asks.
      signedInSwitch: user === undefined,
    },
  ];
  const signedInSwitch = {
    "data-signed-in-href": pagePath("account", locale),
    "data-signed-in-label": t("account.nav.account"),
  };

  return (
    <header className="relative z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-3 sm:px-4">
        <Logo />
        <nav aria-label={t("nav.main")} className="flex items-center gap-2 sm:gap-3">
          {/* From 768 px every link is in the bar; below, they are in the menu. */}
          {links.map((link) => (
            <NavLink
              key={link.page}
              to={pagePath(link.page, locale)}
              className={(state) => `hidden md:inline ${linkClass(state)}`}
              {...(link.signedInSwitch && signedInSwitch)}
            >
              {link.label}
            </NavLink>
          ))}
          <NavLink
            to={pagePath("create", locale)}
            data-carry-name=""
            className="rounded-md bg-brand-700 px-2.5 py-1.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 sm:px-3"
          >
            <span className="sm:hidden">{t("nav.createShort")}</span>
            <span className="hidden sm:inline">{t("nav.create")}</span>
          </NavLink>
          <LanguageSwitcher />
          {/* A disclosure works without JavaScript (content pages ship none but their
              islands); enhanceDisclosureMenu adds Escape and closing on the way out. */}
          <details ref={menuRef} data-menu="" className="md:hidden">
            <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 select-none hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M3 5h14M3 10h14M3 15h14" />
              </svg>
              {t("nav.menu")}
            </summary>
            <ul className="absolute inset-x-3 top-full z-40 mt-1 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200 sm:left-auto sm:w-72">
              {links.map((link) => (
                <li key={link.page}>
                  <NavLink
                    to={pagePath(link.page, locale)}
                    className={menuLinkClass}
                    {...(link.signedInSwitch && signedInSwitch)}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
        </nav>
      </div>
    </header>
  );
}
