import { type ComponentType, memo, Suspense, use } from "react";
import { useHydrated } from "../hooks/use-hydrated.ts";
import type { Locale } from "../i18n/locales.ts";
import { useLocale } from "../i18n/use-locale.ts";

// A part of the editor the server draws into the page with the rest, whose code the browser
// loads only when the person is about to use it (docs/architecture.md#editor-speed; ADR 037,
// decision 15). Until then React leaves its server HTML as it is, unhydrated: a Suspense
// boundary whose content waits for code is skipped by hydration and hydrated once the code
// has come. The server waits for the code before it answers (app/entry.react-island.tsx
// renders with `prerender`), so its HTML always holds the part.
//
// Such a boundary must not be rendered again before then: a new prop or a changed context
// above it makes React drop the server's HTML for the fallback. So a part is memoised, takes
// props that never change (stores: app/hooks/value-store.ts) and the contexts above it hold
// stores or constants (app/components/page-query.tsx).

/**
 * The person's first focus, click, key, touch, pointer move or scroll anywhere on the page, or
 * a file dragged over it (on its way to the photo's drop zone).
 */
const SIGNS_OF_USE = [
  "focusin",
  "pointerdown",
  "pointermove",
  "keydown",
  "touchstart",
  "scroll",
  "dragenter",
] as const;

/**
 * `load()`, tried again while it fails: when the connection comes back (offline), or at the
 * next sign of use. Meanwhile the part stays as the server drew it.
 */
function loadUntilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() =>
    new Promise<void>((resolve) => {
      const events = navigator.onLine ? SIGNS_OF_USE : (["online"] as const);
      function again() {
        for (const type of events) window.removeEventListener(type, again, true);
        resolve();
      }
      for (const type of events)
        window.addEventListener(type, again, { capture: true, passive: true });
    }).then(() => loadUntilLoaded(load)),
  );
}

/** Resolves at the first sign of use, or when the element `watched` comes into view. */
function firstSignOfUse(watched: string | undefined): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    });
    function start() {
      observer.disconnect();
      for (const type of SIGNS_OF_USE) window.removeEventListener(type, start, true);
      resolve();
    }
    const element = watched === undefined ? null : document.getElementById(watched);
    if (element) observer.observe(element);
    for (const type of SIGNS_OF_USE)
      window.addEventListener(type, start, { capture: true, passive: true });
  });
}

type Part<P> = {
  /** the part's code (and its texts), for a locale */
  load(locale: Locale): Promise<ComponentType<P>>;
  /** an element of the part whose coming into view calls for its code too */
  watched?: string;
  /** a part first shown after hydration (no server HTML): its code now, or when needed */
  shownLater: "now" | "whenNeeded";
  /** shown meanwhile where the part is first shown after hydration */
  fallback: ComponentType;
};

export function deferredPart<P extends object>(part: Part<P>): ComponentType<P> {
  // by locale: the server renders both (the browser, its page's only)
  const code = new Map<Locale, Promise<ComponentType<P>>>();
  // Listened for from the moment the editor's script runs, before hydration: React hydrates a
  // Suspense boundary after the rest, so a sign given meanwhile (typing into the first field)
  // would be missed by a listener its render set up.
  const used = typeof window === "undefined" ? null : firstSignOfUse(part.watched);
  let needed: Promise<ComponentType<P>> | undefined;
  const load = (locale: Locale) => {
    let loading = code.get(locale);
    if (!loading) {
      loading =
        typeof window === "undefined"
          ? part.load(locale)
          : loadUntilLoaded(() => part.load(locale));
      code.set(locale, loading);
    }
    return loading;
  };
  const whenNeeded = (locale: Locale) => {
    needed ??= (used ?? Promise.resolve()).then(() => load(locale));
    return needed;
  };

  function Loader(props: P) {
    // false on the server and while hydrating its HTML, true for a part first shown after
    const hydrated = useHydrated();
    const locale = useLocale();
    const onServer = typeof document === "undefined";
    const Content = use(
      onServer || (hydrated && part.shownLater === "now") ? load(locale) : whenNeeded(locale),
    );
    return <Content {...props} />;
  }

  const Fallback = part.fallback;
  return memo(function DeferredPart(props: P) {
    return (
      <Suspense fallback={<Fallback />}>
        <Loader {...props} />
      </Suspense>
    );
  });
}
