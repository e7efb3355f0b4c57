import { ARTICLE_PAIRS, type ArticlePair } from "./content/articles.ts";
import { LOCALES, type Locale, localePrefix } from "./i18n/locales.ts";

// The one table of pages. It feeds the router (routes.ts), the language switcher and the
// sitemaps. Every page exists once per locale; route ids carry the locale.
export type PageKey =
  | "home"
  | "create"
  | "app"
  | "mySignatures"
  | "mySignature"
  | "emailSignature"
  | "blog"
  | "terms"
  | "contact"
  | "legal"
  | "privacy"
  | "legalNotice"
  | "signup"
  | "login"
  | "resetPassword"
  | "account"
  | "pricing"
  | "success"
  | "api"
  | "teams";

export type Page = {
  key: PageKey;
  /** path without the locale prefix ("/" for home); one per locale when they differ */
  path: string | Readonly<Record<Locale, string>>;
  file: string;
  layout: "home" | "default";
  /** listed in the sitemaps; a page that is not says `noindex`, unless it is `signedInOnly` */
  indexable: boolean;
  /**
   * shown to a signed-in visitor only: anyone else, a crawler included, is sent to sign in
   * (302 to /login), so the page needs no robots meta to stay out of search results
   */
  signedInOnly: boolean;
  /** shows the visitor's own data: never kept by any cache (app/.server/http/cache-control.ts) */
  personal: boolean;
  /**
   * runs as a React application in the browser; the other pages (content) ship no framework,
   * only the small scripts of their interactive parts (app/islands, ADR 016)
   */
  hydrated: boolean;
  /**
   * the React island that makes it live, on a page React Router does not hydrate: the
   * island's script hydrates the part of the page it rendered (app/islands/editor.tsx)
   */
  island: "editor" | "library" | "teams" | null;
  /**
   * its language follows a person's (a team member's roster language) unless the visitor
   * chose one with the language switcher, which then says so in the URL (ADR 034)
   */
  followsPersonLanguage: boolean;
};

const page = (
  key: PageKey,
  path: Page["path"],
  file: string,
  options: {
    layout?: Page["layout"];
    indexable?: boolean;
    signedInOnly?: boolean;
    personal?: boolean;
    hydrated?: boolean;
    island?: "editor" | "library" | "teams";
    followsPersonLanguage?: boolean;
  } = {},
): Page => ({
  key,
  path,
  file,
  layout: options.layout ?? "default",
  indexable: options.indexable ?? true,
  signedInOnly: options.signedInOnly ?? false,
  personal: options.personal ?? false,
  hydrated: options.hydrated ?? false,
  island: options.island ?? null,
  followsPersonLanguage: options.followsPersonLanguage ?? false,
});

export const PAGES: readonly Page[] = [
  page("home", "/", "routes/home.tsx", { layout: "home" }),
  page("create", "/create", "routes/create.tsx"),
  // the editor is a React island: React Router renders the page, React alone hydrates the editor
  page("app", "/app", "routes/editor.tsx", { island: "editor" }),
  page("mySignatures", "/my-signatures", "routes/my-signatures.tsx", {
    personal: true,
    island: "library",
  }),
  page("mySignature", "/my-signature", "routes/my-signature.tsx", {
    indexable: false,
    personal: true,
    hydrated: true,
    followsPersonLanguage: true,
  }),
  page("emailSignature", "/email/signature", "routes/email-signature.tsx"),
  page("blog", "/blog", "routes/blog.tsx"),
  page("terms", "/terms", "routes/terms.tsx"),
  page("contact", "/contact", "routes/contact.tsx"),
  page("legal", "/legal", "routes/legal.tsx"),
  // The privacy policy is /legal/privacy in English and /legal/confidentialite in French;
  // each locale's other spelling redirects to it (REDIRECTS).
  page("privacy", { en: "/legal/privacy", fr: "/legal/confidentialite" }, "routes/privacy.tsx"),
  page("legalNotice", "/legal/mentions-legales", "routes/legal-notice.tsx"),
  // plain forms posted to their actions (app/accounts/.server/auth-forms.ts, account-forms.ts);
  // an action's answer shows the address that was typed
  page("signup", "/signup", "routes/signup.tsx", { personal: true }),
  page("login", "/login", "routes/login.tsx", { personal: true }),
  page("resetPassword", "/reset-password", "routes/reset-password.tsx", {
    indexable: false,
    personal: true,
  }),
  page("account", "/account", "routes/account.tsx", {
    indexable: false,
    signedInOnly: true,
    personal: true,
  }),
  // who is signed in and their plan change these two: rendered per request, never cached
  page("pricing", "/pricing", "routes/pricing.tsx", { personal: true }),
  page("success", "/success", "routes/success.tsx", { indexable: false, personal: true }),
  page("api", "/api", "routes/api-docs.tsx"),
  // a React island too, whose forms are sent to /teams/data (app/routes/teams-data.ts)
  page("teams", "/teams", "routes/teams.tsx", {
    indexable: false,
    signedInOnly: true,
    personal: true,
    island: "teams",
  }),
];

export const ARTICLE_FILE = "routes/blog-article.tsx";

/** Permanent redirects of docs/product.md#pages paths that have one canonical page per locale. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/legal/confidentialite": "/legal/privacy",
  "/fr/legal/privacy": "/fr/legal/confidentialite",
};

export function pageId(key: PageKey, locale: Locale): string {
  return `${key}.${locale}`;
}

const pageOfRoute = (routeId: string | undefined) =>
  PAGES.find((page) => page.key === routeId?.split(".")[0]);

/** Whether the page a route id (`app.en`, `article.….fr`, `routes/not-found`) renders is hydrated. */
export function isHydratedRoute(routeId: string | undefined): boolean {
  return pageOfRoute(routeId)?.hydrated === true;
}

/** The React island of the page a route id renders, if it has one. */
export function islandOfRoute(routeId: string | undefined): Page["island"] {
  return pageOfRoute(routeId)?.island ?? null;
}

/** Whether the page a route id renders follows a person's language (see Page). */
export function followsPersonLanguage(routeId: string | undefined): boolean {
  return pageOfRoute(routeId)?.followsPersonLanguage === true;
}

/** Whether `pathname` (no query) is one of a hydrated page's paths, in any locale. */
export function isHydratedPath(pathname: string): boolean {
  return PAGES.some(
    (page) => page.hydrated && LOCALES.some((locale) => pagePathOf(page, locale) === pathname),
  );
}

export function articleId(pair: ArticlePair, locale: Locale): string {
  return `article.${pair.en}.${locale}`;
}

export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (path === "/") return prefix || "/";
  return `${prefix}${path}`;
}

function bare(page: Page, locale: Locale): string {
  return typeof page.path === "string" ? page.path : page.path[locale];
}

export function pagePathOf(page: Page, locale: Locale): string {
  return localizedPath(bare(page, locale), locale);
}

export function pagePath(key: PageKey, locale: Locale): string {
  const found = PAGES.find((p) => p.key === key);
  if (!found) throw new Error(`Unknown page ${key}`);
  return pagePathOf(found, locale);
}

export function articlePath(pair: ArticlePair, locale: Locale): string {
  return localizedPath(`/blog/${pair[locale]}`, locale);
}

/** Every page and article with its path in each locale: for sitemaps and hreflang. */
export function allLocalizedPages(): Array<{
  id: string;
  indexable: boolean;
  signedInOnly: boolean;
  paths: Record<Locale, string>;
}> {
  const paths = (of: (locale: Locale) => string) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, of(locale)])) as Record<Locale, string>;
  return [
    ...PAGES.map((p) => ({
      id: p.key,
      indexable: p.indexable,
      signedInOnly: p.signedInOnly,
      paths: paths((l) => pagePathOf(p, l)),
    })),
    ...ARTICLE_PAIRS.map((pair) => ({
      id: `article.${pair.en}`,
      indexable: true,
      signedInOnly: false,
      paths: paths((l) => articlePath(pair, l)),
    })),
  ];
}

/**
 * The same page in another locale, for the language switcher and hreflang: pages by their
 * path, articles to their translation. Unknown paths go to the other locale's home.
 */
export function switchLocalePath(pathname: string, from: Locale, to: Locale): string {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const entry = allLocalizedPages().find((p) => p.paths[from] === normalized);
  return entry ? entry.paths[to] : localizedPath("/", to);
}
