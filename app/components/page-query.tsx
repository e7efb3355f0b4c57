import { createContext, type ReactNode, use, useMemo, useState } from "react";
import { useStoreValue, type ValueStore, valueStore } from "../hooks/value-store.ts";

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

// The context holds a store, never replaced: a change of query re-renders only the components
// that read it, and leaves alone the parts of an island still waiting for their code
// (app/editor/deferred-part.tsx), which a changed context would force to render anew.
const PageQueryContext = createContext<ValueStore<string> | null>(null);

export function PageQueryProvider({ search, children }: { search: string; children: ReactNode }) {
  const [store] = useState(() => valueStore(search));
  return <PageQueryContext value={store}>{children}</PageQueryContext>;
}

export function usePageQuery(): PageQuery {
  const store = use(PageQueryContext);
  if (!store) throw new Error("usePageQuery needs a PageQueryProvider above it");
  const search = useStoreValue(store);
  // stable: effects and callbacks that use them do not run again when the query changes
  const actions = useMemo(
    () => ({
      replace(next: string) {
        const url = new URL(next, window.location.href);
        window.history.replaceState(window.history.state, "", url);
        store.publish(url.search);
      },
      go(href: string) {
        window.location.assign(href);
      },
    }),
    [store],
  );
  return useMemo(() => ({ params: new URLSearchParams(search), ...actions }), [search, actions]);
}
