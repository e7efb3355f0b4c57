import { type ReactElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadMessages } from "../i18n/load-messages.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Messages } from "../i18n/messages/en/index.ts";
import { type AddedMessages, mergeMessages } from "../i18n/react.tsx";
import {
  type IslandName,
  type IslandProps,
  IslandRoot,
  islandIdPrefix,
  REACT_ISLAND_ID,
} from "./react-island.tsx";

type MessageLoaders = Record<Locale, () => Promise<{ default: AddedMessages }>>;

/**
 * Hydrates the page's React island (app/islands/react-island.tsx) with React alone: the
 * page's catalogue and the island's namespaces load first, as a hydrated page's did.
 */
export async function hydrateIsland(
  name: IslandName,
  /** the island's namespaces beyond the page's catalogue, if any */
  loaders: MessageLoaders | null,
  /** the island's content, or a function of what the route's loader gave it */
  content: ReactElement | ((data: unknown) => ReactElement),
): Promise<void> {
  const container = document.getElementById(REACT_ISLAND_ID);
  if (!container?.dataset.islandProps) return;
  const props = JSON.parse(container.dataset.islandProps) as IslandProps;
  const [browser, added] = await Promise.all([
    loadMessages(props.locale),
    loaders?.[props.locale](),
  ]);
  const messages = mergeMessages(browser as Partial<Messages>, added?.default ?? {});
  startTransition(() => {
    hydrateRoot(
      container,
      <IslandRoot props={props} messages={messages}>
        {typeof content === "function" ? content(props.data) : content}
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(name) },
    );
  });
}
