import { type ComponentType, memo, Suspense, use } from "react";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { useTranslation } from "../i18n/react.tsx";
import { ServerModulesContext } from "../islands/react-island.tsx";
import type { EditorFormStore } from "./form-context.tsx";

// The editor's sections below its first screen (photo, brand, networks, style, call to action,
// disclaimer, legal) and their messages: about 8 kB gzipped the page does not load until the
// person is about to reach them (docs/architecture.md#editor-speed). The server renders them
// into the page like the rest; in the browser they stay as the server drew them (React leaves
// a Suspense boundary whose code has not arrived unhydrated, its fields disabled) until the
// person focuses, clicks, types or scrolls, or the sections come into view. Then their code
// loads and React hydrates them.
//
// A boundary still waiting for its code must not be re-rendered: a new prop or a changed
// context above it would make React drop the server's HTML. So it takes one prop that never
// changes (the form's store) and reads the form from that store, and the contexts above it
// hold stores too (app/components/page-query.tsx).

export type LaterSectionsProps = { store: EditorFormStore };

/** The element around the later sections, watched until they come into view. */
export const LATER_SECTIONS_ID = "later-sections";

type Content = ComponentType<LaterSectionsProps>;

let code: Promise<Content> | undefined;

function loadCode(): Promise<Content> {
  code ??= import("./later-sections-content.tsx").then((module) => module.LaterSectionsContent);
  return code;
}

const SIGNS_OF_USE = ["focusin", "pointerdown", "keydown", "scroll", "touchstart"] as const;

let whenNeeded: Promise<Content> | undefined;

/** The code, once the person is about to use the sections (or as soon as asked, after hydration). */
function codeWhenNeeded(): Promise<Content> {
  whenNeeded ??= new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    });
    function start() {
      observer.disconnect();
      for (const type of SIGNS_OF_USE) window.removeEventListener(type, start, true);
      resolve();
    }
    const sections = document.getElementById(LATER_SECTIONS_ID);
    if (sections) observer.observe(sections);
    for (const type of SIGNS_OF_USE)
      window.addEventListener(type, start, { capture: true, passive: true });
  }).then(loadCode);
  return whenNeeded;
}

/** Where the later sections go: memoised, so the editor's renders pass it by. */
export const LaterSections = memo(function LaterSections({ store }: LaterSectionsProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p role="status" aria-busy="true" className="py-8 text-center text-slate-700">
          {t("editor.loading")}
        </p>
      }
    >
      <LaterSectionsLoader store={store} />
    </Suspense>
  );
});

function LaterSectionsLoader({ store }: LaterSectionsProps) {
  const onServer = use(ServerModulesContext).laterSections;
  // Hydrating the server's HTML: wait for a sign of use. Shown after hydration (a saved
  // signature read from this browser's storage): load now.
  const hydrated = useHydrated();
  const LaterSectionsContent = onServer ?? use(hydrated ? loadCode() : codeWhenNeeded());
  return <LaterSectionsContent store={store} />;
}
