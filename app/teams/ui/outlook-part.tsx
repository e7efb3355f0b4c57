import { type ComponentType, lazy, Suspense } from "react";
import type { Locale } from "../../i18n/locales.ts";
import { useTranslation, WithMessages } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { OUTLOOK_MESSAGES } from "../messages/browser.ts";
import type { TeamView } from "./member-card.tsx";

// The Outlook section and its texts load after the page, which does not wait for them: the
// server renders the section whole, and it is live once its chunk arrives, as the directory's
// (directory-part.tsx, docs/architecture.md#editor-speed).

type Props = { view: TeamView };

const loaded = new Map<Locale, ComponentType<Props>>();

function sectionOf(locale: Locale): ComponentType<Props> {
  let section = loaded.get(locale);
  if (!section) {
    section = lazy(() =>
      Promise.all([import("./outlook-section.tsx"), OUTLOOK_MESSAGES[locale]()]).then(
        ([{ OutlookSection }, { default: messages }]) => ({
          default: function WithTheirMessages(props: Props) {
            return (
              <WithMessages messages={messages}>
                <OutlookSection {...props} />
              </WithMessages>
            );
          },
        }),
      ),
    );
    loaded.set(locale, section);
  }
  return section;
}

export function OutlookPart({ view }: Props) {
  const locale = useLocale();
  const Section = sectionOf(locale);
  return (
    <Suspense fallback={<Opening />}>
      <Section view={view} />
    </Suspense>
  );
}

function Opening() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-sm text-slate-700">
      {t("teams.roster.opening")}
    </p>
  );
}
