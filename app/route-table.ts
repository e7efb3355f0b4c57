import { type Locale, localePrefix } from "./i18n/locales.ts";

// The one table of pages. It feeds the router (routes.ts), the language switcher and,
// later, the sitemap. Every page exists once per locale; ids carry the locale.
export type PageKey =
  | "home"
  | "create"
  | "app"
  | "mySignatures"
  | "mySignature"
  | "signup"
  | "login"
  | "resetPassword"
  | "account";

export type Page = {
  key: PageKey;
  /** path without locale prefix; "/" for home */
  path: string;
  file: string;
  layout: "home" | "default";
  /** listed in the sitemap */
  indexable: boolean;
};

export const PAGES: readonly Page[] = [
  { key: "home", path: "/", file: "routes/home.tsx", layout: "home", indexable: true },
  { key: "create", path: "/create", file: "routes/create.tsx", layout: "default", indexable: true },
  { key: "app", path: "/app", file: "routes/editor.tsx", layout: "default", indexable: true },
  {
    key: "mySignatures",
    path: "/my-signatures",
    file: "routes/my-signatures.tsx",
    layout: "default",
    indexable: true,
  },
  {
    key: "mySignature",
    path: "/my-signature",
    file: "routes/my-signature.tsx",
    layout: "default",
    indexable: false,
  },
  { key: "signup", path: "/signup", file: "routes/signup.tsx", layout: "default", indexable: true },
  { key: "login", path: "/login", file: "routes/login.tsx", layout: "default", indexable: true },
  {
    key: "resetPassword",
    path: "/reset-password",
    file: "routes/reset-password.tsx",
    layout: "default",
    indexable: false,
  },
  {
    key: "account",
    path: "/account",
    file: "routes/account.tsx",
    layout: "default",
    indexable: false,
  },
];

export function pageId(key: PageKey, locale: Locale): string {
  return `${key}.${locale}`;
}

export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (path === "/") return prefix || "/";
  return `${prefix}${path}`;
}

export function pagePath(key: PageKey, locale: Locale): string {
  const page = PAGES.find((p) => p.key === key);
  if (!page) throw new Error(`Unknown page ${key}`);
  return localizedPath(page.path, locale);
}

/** The same page in another locale, for the language switcher. Unknown paths go home. */
export function switchLocalePath(pathname: string, from: Locale, to: Locale): string {
  const prefix = localePrefix(from);
  const bare =
    prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || "/" : pathname;
  const page = PAGES.find((p) => p.path === bare);
  return localizedPath(page ? page.path : "/", to);
}
