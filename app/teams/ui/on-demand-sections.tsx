import { type ComponentType, lazy, Suspense } from "react";
import type { Locale } from "../../i18n/locales.ts";
import { type AddedMessages, WithMessages } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { DIRECTORY_MESSAGES, OUTLOOK_MESSAGES } from "../messages/browser.ts";
import type { TeamView } from "./member-card.tsx";
import { Opening } from "./on-demand-forms.tsx";

// The team page's directory and Outlook sections, each with its texts, load after the page,
// which does not wait for them: the server renders them whole, and they are live once their
// chunk arrives (docs/architecture.md#editor-speed).

type Props = { view: TeamView };
type Loaders = Record<Locale, () => Promise<{ default: AddedMessages }>>;

function onDemandSection(
  load: () => Promise<ComponentType<Props>>,
  messages: Loaders,
): ComponentType<Props> {
  const byLocale = new Map<Locale, ComponentType<Props>>();
  return function OnDemandSection({ view }: Props) {
    const locale = useLocale();
    let Section = byLocale.get(locale);
    if (!Section) {
      Section = lazy(() =>
        Promise.all([load(), messages[locale]()]).then(([Content, { default: texts }]) => ({
          default: (props: Props) => (
            <WithMessages messages={texts}>
              <Content {...props} />
            </WithMessages>
          ),
        })),
      );
      byLocale.set(locale, Section);
    }
    return (
      <Suspense fallback={<Opening />}>
        <Section view={view} />
      </Suspense>
    );
  };
}

export const DirectoryPart = onDemandSection(
  () => import("./directory-section.tsx").then((module) => module.DirectorySection),
  DIRECTORY_MESSAGES,
);

export const OutlookPart = onDemandSection(
  () => import("./outlook-section.tsx").then((module) => module.OutlookSection),
  OUTLOOK_MESSAGES,
);
