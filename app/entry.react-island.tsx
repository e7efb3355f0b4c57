import type { ReactElement } from "react";
import { prerender } from "react-dom/static";
import type { RequestContext } from "./.server/context.ts";
import { publicConfig } from "./.server/public-config.ts";
import { localeFromPath } from "./i18n/locales.ts";
import { serverMessages } from "./i18n/translate.server.ts";
import {
  type IslandName,
  type IslandProps,
  IslandRoot,
  islandIdPrefix,
} from "./islands/react-island.tsx";

/**
 * A React island's props and HTML for the route's loader (app/islands/react-island.tsx):
 * `content` rendered as a root of its own, so that the browser, hydrating the same tree at the
 * root of its container (app/islands/hydrate-island.tsx), makes the same ids. `prerender`
 * waits for what the tree suspends on (the code of the editor's later parts, which the browser
 * loads when needed: app/editor/deferred-part.tsx), so the HTML is always whole.
 */
export async function renderIsland(
  name: IslandName,
  content: ReactElement,
  request: Request,
  app: RequestContext,
  /** what the route's loader read for the island, given to it in the browser too */
  data: unknown = null,
): Promise<{ props: IslandProps; html: string }> {
  const url = new URL(request.url);
  const props: IslandProps = {
    locale: localeFromPath(url.pathname),
    config: await publicConfig(request, app),
    search: url.search,
    data,
  };
  const { prelude } = await prerender(
    <IslandRoot props={props} messages={serverMessages(props.locale)}>
      {content}
    </IslandRoot>,
    {
      identifierPrefix: islandIdPrefix(name),
      signal: request.signal,
      // every boundary written in place, whatever its size: React would otherwise move a large
      // one after the rest with an inline script to put it back, which the CSP forbids
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  return { props, html: await new Response(prelude).text() };
}
