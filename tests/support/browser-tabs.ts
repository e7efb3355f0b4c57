// A browser for the storage modules running in Node (issue 20): one profile's Web Storage
// (a Map with the spec's semantics: string values, events only on a change, delivered as a
// task to the profile's *other* pages), one cookie jar, and tabs whose pages each load their
// own instances of the app's modules, as a page load does. `window`, `document` and `fetch`
// are the page's own wherever its code runs, timers and promises included (AsyncLocalStorage),
// so that several pages, and several browsers, can run at once. Offline is real: requests go
// to a closed port. A replaced page is dead: no storage, no network, as after an unload.
import { AsyncLocalStorage } from "node:async_hooks";
import { vi } from "vitest";
import { SET_ASIDE_COOKIE, setAsideChoice } from "../../app/signatures/set-aside-signal.ts";
import { CookieJar } from "./cookie-jar.ts";
import { freePort } from "./free-port.ts";

type Modules = Awaited<ReturnType<typeof importPageModules>>;

/** The app's browser modules one page uses; each page load gets fresh instances. */
async function importPageModules() {
  const [
    session,
    sync,
    changes,
    signatures,
    drafts,
    kept,
    signOut,
    exportTemplate,
    sessionUser,
    user,
    signaturesZip,
  ] = await Promise.all([
    import("../../app/signatures/page-session.ts"),
    import("../../app/signatures/cloud-sync.ts"),
    import("../../app/signatures/cloud-changes.ts"),
    import("../../app/signatures/signatures.ts"),
    import("../../app/signatures/drafts.ts"),
    import("../../app/signatures/kept-signatures.ts"),
    import("../../app/accounts/sign-out.ts"),
    import("../../app/editor/use-export-template.ts"),
    import("../../app/signatures/session-user.ts"),
    import("../../app/signatures/user.ts"),
    // loaded with the page, not on use: a module imported while another page loads could
    // mix that page's fresh instances with this one's (vi.resetModules)
    import("../../app/accounts/signatures-zip.ts"),
  ]);
  return {
    session,
    sync,
    changes,
    signatures,
    drafts,
    kept,
    signOut,
    exportTemplate,
    sessionUser,
    user,
    signaturesZip,
  };
}

class StorageEvent extends Event {
  readonly key: string | null;
  readonly oldValue: string | null;
  readonly newValue: string | null;
  readonly url: string;
  readonly storageArea: Storage;
  constructor(init: Pick<StorageEvent, "key" | "oldValue" | "newValue" | "url" | "storageArea">) {
    super("storage");
    this.key = init.key;
    this.oldValue = init.oldValue;
    this.newValue = init.newValue;
    this.url = init.url;
    this.storageArea = init.storageArea;
  }
}

const current = new AsyncLocalStorage<Page>();
let realFetch: typeof fetch = globalThis.fetch;
let installed = false;

function installGlobals() {
  if (installed) return;
  installed = true;
  realFetch = globalThis.fetch;
  const own = (name: "window" | "document") => ({
    configurable: true,
    get: () => current.getStore()?.[name],
  });
  Object.defineProperty(globalThis, "window", own("window"));
  Object.defineProperty(globalThis, "document", own("document"));
  Object.defineProperty(globalThis, "fetch", {
    configurable: true,
    get: () => current.getStore()?.fetch ?? realFetch,
    set: (value: typeof fetch) => {
      realFetch = value;
    },
  });
}

/** One page's view of the profile's storage (the `localStorage` object a page sees). */
class StorageArea implements Storage {
  private readonly browser: Browser;
  private readonly page: Page;
  constructor(browser: Browser, page: Page) {
    this.browser = browser;
    this.page = page;
  }
  private get data() {
    if (!this.page.alive) throw new DOMException("The page is gone", "SecurityError");
    return this.browser.data;
  }
  get length() {
    return this.data.size;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.data.get(String(key)) ?? null;
  }
  setItem(key: string, value: string) {
    const name = String(key);
    const text = String(value);
    const old = this.data.get(name) ?? null;
    if (old === text) return;
    this.data.set(name, text);
    this.browser.broadcast(this.page, name, old, text);
  }
  removeItem(key: string) {
    const name = String(key);
    const old = this.data.get(name);
    if (old === undefined) return;
    this.data.delete(name);
    this.browser.broadcast(this.page, name, old, null);
  }
  clear() {
    if (this.data.size === 0) return;
    this.data.clear();
    this.browser.broadcast(this.page, null, null, null);
  }
}

export type Page = {
  id: number;
  alive: boolean;
  window: EventTarget & { localStorage: Storage };
  document: { documentElement: { lang: string } };
  fetch: typeof fetch;
  modules: Modules;
};

/**
 * Page loads replace the module registry: one at a time, each until its code has run (its own
 * dynamic imports included), so that no two pages share a module instance.
 */
let loading: Promise<unknown> = Promise.resolve();

export class Browser {
  readonly data = new Map<string, string>();
  readonly jar = new CookieJar();
  readonly tabs: Tab[] = [];
  offline = false;
  private readonly pages = new Set<Page>();
  private pendingEvents = 0;
  private idleWaiters: Array<() => void> = [];
  private nextPage = 0;

  readonly baseUrl: string;
  /** where requests go while offline: a port nothing listens on */
  private readonly closedUrl: string;

  constructor(baseUrl: string, closedUrl: string) {
    this.baseUrl = baseUrl;
    this.closedUrl = closedUrl;
    installGlobals();
  }

  static async open(baseUrl: string): Promise<Browser> {
    return new Browser(baseUrl, `http://127.0.0.1:${await freePort()}`);
  }

  openTab(): Tab {
    const tab = new Tab(this);
    this.tabs.push(tab);
    return tab;
  }

  /** A request as the page's `fetch` sends it: same-origin cookies, Origin on writes. */
  async send(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.offline ? this.closedUrl : this.baseUrl);
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(this.baseUrl);
    if (cookie) headers.set("cookie", cookie);
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "HEAD") headers.set("origin", this.baseUrl);
    const response = await realFetch(url, { ...init, headers, redirect: "manual" });
    this.jar.store(this.baseUrl, response);
    return response;
  }

  /** @internal a storage change reaches the profile's other live pages, as a task */
  broadcast(from: Page, key: string | null, oldValue: string | null, newValue: string | null) {
    for (const page of this.pages) {
      if (page === from || !page.alive) continue;
      this.pendingEvents++;
      current.run(page, () =>
        setImmediate(() => {
          try {
            if (page.alive) {
              page.window.dispatchEvent(
                new StorageEvent({
                  key,
                  oldValue,
                  newValue,
                  url: this.baseUrl,
                  storageArea: page.window.localStorage,
                }),
              );
            }
          } finally {
            this.pendingEvents--;
            if (this.pendingEvents === 0) for (const wake of this.idleWaiters.splice(0)) wake();
          }
        }),
      );
    }
  }

  /** Resolves once every storage event sent so far has been delivered. */
  eventsDelivered(): Promise<void> {
    if (this.pendingEvents === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** @internal `start` runs as the page's first code, before another page may load. */
  async newPage<T>(lang: string, start: (page: Page) => Promise<T>): Promise<T> {
    const id = this.nextPage++;
    const page = { id, alive: true, document: { documentElement: { lang } } } as Page;
    const target = new EventTarget();
    const localStorage = new StorageArea(this, page);
    page.window = Object.assign(target, { localStorage });
    page.fetch = async (input, init) => {
      if (!page.alive) throw new TypeError("Failed to fetch: the page is gone");
      return this.send(String(input), init);
    };
    const started = loading.then(async () => {
      vi.resetModules();
      page.modules = await current.run(page, importPageModules);
      this.pages.add(page);
      return start(page);
    });
    loading = started.catch(() => undefined);
    return started;
  }

  /** @internal */
  unload(page: Page) {
    page.alive = false;
    this.pages.delete(page);
  }
}

export type SessionUser = {
  uid: string;
  email: string;
  emailVerified: boolean;
  isPaid: boolean;
  hasFreeTemplate: boolean;
};

export class Tab {
  page: Page | null = null;
  /** the session the current page was loaded with */
  user: SessionUser | null = null;
  readonly browser: Browser;
  constructor(browser: Browser) {
    this.browser = browser;
  }

  /**
   * A full page load (the app's every change of session ends with one, ADR 008): the old page
   * is gone, the new one learns the session as the root loader would (`/api/v1/me`), and
   * resolves once its sign-in merge has run.
   */
  async load(lang = "en"): Promise<SessionUser | null> {
    if (this.page) this.browser.unload(this.page);
    const response = await this.browser.send("/api/v1/me", {
      headers: { accept: "application/json" },
    });
    const user = response.ok ? ((await response.json()) as SessionUser) : null;
    if (!response.ok) await response.body?.cancel();
    // after the account page's sign-out, the next page's script sets aside what the server's
    // cookie says (app/islands/set-aside.ts)
    const choice = setAsideChoice(this.browser.jar.header(this.browser.baseUrl));
    if (choice) this.browser.jar.delete(this.browser.baseUrl, SET_ASIDE_COOKIE);
    await this.browser.newPage(lang, async (page) => {
      this.page = page;
      this.user = user;
      if (choice)
        await this.run(({ kept }) => kept.setAsideSignedInUser({ keep: choice === "keep" }));
      await this.run(({ session }) => session.followSession(user));
    });
    return user;
  }

  /**
   * The account page's sign-out (app/islands/account.ts): its script sends what is pending,
   * then the form goes; `keep: false` once the signatures that exist only here were
   * downloaded. What is left here is set aside by the next `load()`.
   */
  async signOut({ everywhere, keep = true }: { everywhere: boolean; keep?: boolean }) {
    await this.run(({ signOut }) => signOut.prepareSignOut());
    const response = await this.browser.send("/account", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "signOut",
        everywhere: everywhere ? "1" : "0",
        keep: keep ? "1" : "0",
      }).toString(),
    });
    await response.body?.cancel();
    const location = response.headers.get("location") ?? "";
    return { ok: response.status === 302 && location.endsWith("/login?signedOut"), response };
  }

  /** Runs `task` as this tab's page code (its globals, its module instances). */
  run<T>(task: (modules: Modules) => T | Promise<T>): Promise<T> {
    const page = this.page;
    if (!page) throw new Error("the tab has no page loaded");
    return current.run(page, async () => task(page.modules));
  }

  close() {
    if (this.page) this.browser.unload(this.page);
    this.page = null;
    this.user = null;
  }
}
