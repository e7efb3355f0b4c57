import { type ReactNode, useEffect } from "react";
import { PageQueryProvider } from "../components/page-query.tsx";
import { type PublicConfig, PublicConfigContext } from "../hooks/use-public-config.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Messages } from "../i18n/messages/en/index.ts";
import { TranslationProvider } from "../i18n/react.tsx";
import { useCloudSync } from "../signatures/index.ts";
import { liftPaywall } from "../signatures/user.ts";

// React islands (ADR 037, decision 11): pages whose content lives in the browser (the editor,
// the signature list) are rendered by React Router on the server like any page, but their
// content is rendered apart, as a React root of its own (app/entry.react-island.tsx), and
// the browser hydrates that root with React alone (app/islands/hydrate-island.tsx): no React
// Router in the browser. The same tree and props on both sides give the same HTML and ids.

export type IslandName = "editor" | "library" | "teams";

/** What the page gives its island (`data-island-props`). */
export type IslandProps = {
  locale: Locale;
  /** the root loader's configuration, the signed-in user included */
  config: PublicConfig;
  /** the page's query (`?id=`…) */
  search: string;
  /** what the route's loader read for the island (the teams page's view), if anything */
  data: unknown;
};

export const REACT_ISLAND_ID = "react-island";

/** The ids React makes (`useId`) start with this on both sides. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

/** The providers a page's root gives, and what its root does, around an island's content. */
export function IslandRoot({
  props,
  messages,
  children,
}: {
  props: IslandProps;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  return (
    <TranslationProvider locale={props.locale} messages={messages}>
      <PublicConfigContext value={props.config}>
        <PageQueryProvider search={props.search}>
          <PageEffects proForEveryone={props.config.proForEveryone} />
          {children}
        </PageQueryProvider>
      </PublicConfigContext>
    </TranslationProvider>
  );
}

/** What a hydrated page's root does (app/root.tsx), on an island's page. */
function PageEffects({ proForEveryone }: { proForEveryone: boolean }) {
  if (proForEveryone) liftPaywall();
  useCloudSync();
  useEffect(() => {
    // Lets browser tests (and anyone debugging) tell when the island is live.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/** Where the route puts its island's HTML (rendered by app/entry.react-island.tsx). */
export function IslandContainer({ island }: { island: { props: IslandProps; html: string } }) {
  return (
    <div
      id={REACT_ISLAND_ID}
      data-island-props={JSON.stringify(island.props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island, a root of its own
      dangerouslySetInnerHTML={{ __html: island.html }}
    />
  );
}
