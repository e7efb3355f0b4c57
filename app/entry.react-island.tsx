import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { RequestContext } from "./.server/context.ts";
import { publicConfig } from "./.server/public-config.ts";
import { LaterSectionsContent } from "./editor/later-sections-content.tsx";
import { ReportContent } from "./editor/report-content.tsx";
import { localeFromPath } from "./i18n/locales.ts";
import { serverMessages } from "./i18n/translate.server.ts";
import {
  type IslandName,
  type IslandProps,
  IslandRoot,
  islandIdPrefix,
} from "./islands/react-island.tsx";
import { checkSignatureCompatibility } from "./signature/compatibility/check-signature.ts";

const SERVER_MODULES = {
  checkSignature: checkSignatureCompatibility,
  laterSections: LaterSectionsContent,
  report: ReportContent,
};

/**
 * A React island's props and HTML for the route's loader (app/islands/react-island.tsx):
 * `content` rendered as a root of its own, so that the browser, hydrating the same tree at the
 * root of its container (app/islands/hydrate-island.tsx), makes the same ids.
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
  const html = renderToString(
    <IslandRoot
      props={props}
      messages={serverMessages(props.locale)}
      serverModules={SERVER_MODULES}
    >
      {content}
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(name) },
  );
  return { props, html };
}
