import { createContext, type ReactNode, use, useMemo, useState } from "react";

// A React island's page address (the editor's `?id=`, `?template=`, `?name=`) without React
// Router: islands are hydrated by React alone (app/islands/react-island.tsx). The server
// renders one with the request's query, the browser with the address bar's.

type PageQuery = {
  params: URLSearchParams;
  /** the same page with another query, in place (no history entry, no reload) */
  replace(search: string): void;
  /** another page, loaded as a document */
  go(href: string): void;
};

const PageQueryContext = createContext<PageQuery | null>(null);

export function PageQueryProvider({ search, children }: { search: string; children: ReactNode }) {
  const [current, setCurrent] = useState(search);
  // stable: effects and callbacks that use them do not run again when the query changes
  const actions = useMemo(
    () => ({
      replace(next: string) {
        const url = new URL(next, window.location.href);
        window.history.replaceState(window.history.state, "", url);
        setCurrent(url.search);
      },
      go(href: string) {
        window.location.assign(href);
      },
    }),
    [],
  );
  const value = useMemo<PageQuery>(
    () => ({ params: new URLSearchParams(current), ...actions }),
    [current, actions],
  );
  return <PageQueryContext value={value}>{children}</PageQueryContext>;
}

export function usePageQuery(): PageQuery {
  const query = use(PageQueryContext);
  if (!query) throw new Error("usePageQuery needs a PageQueryProvider above it");
  return query;
}
