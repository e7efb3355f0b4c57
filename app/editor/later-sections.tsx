import { useTranslation, WithMessages } from "../i18n/react.tsx";
import { deferredPart } from "./deferred-part.tsx";
import { LATER_SECTIONS_ID, type LaterSectionsProps } from "./later-parts.ts";
import { LATER_SECTIONS_MESSAGES } from "./messages/browser.ts";

// The editor's sections below its first screen (photo, brand, networks, style, call to action,
// disclaimer, legal) and their texts: about 7 kB gzipped that the page loads when the person
// starts (a focus, a click, a key, a scroll) or the sections come into view
// (./deferred-part.tsx). Their fields stay disabled until then.

export const LaterSections = deferredPart<LaterSectionsProps>({
  load: (locale) =>
    Promise.all([import("./later-sections-content.tsx"), LATER_SECTIONS_MESSAGES[locale]()]).then(
      ([{ LaterSectionsContent }, { default: messages }]) => {
        return function WithTheirMessages(props: LaterSectionsProps) {
          return (
            <WithMessages messages={messages}>
              <LaterSectionsContent {...props} />
            </WithMessages>
          );
        };
      },
    ),
  watched: LATER_SECTIONS_ID,
  // a saved signature, shown once read from this browser's storage: every section at once
  shownLater: "now",
  fallback: LaterSectionsLoading,
});

function LaterSectionsLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-busy="true" className="py-8 text-center text-slate-700">
      {t("editor.loading")}
    </p>
  );
}
