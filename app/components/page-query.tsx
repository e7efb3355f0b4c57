import { createContext, type ReactNode, use, useMemo, useState, useSyncExternalStore } from "react";

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

type QueryStore = {
  subscribe(listener: () => void): () => void;
  current(): string;
  first: string;
  replace(search: string): void;
  go(href: string): void;
};

// The context holds a store, never replaced: a change of query re-renders only the components
// that read it, and leaves alone the parts of an island still waiting for their code
// (app/editor/later-sections.tsx), which a changed context would force to render anew.
const PageQueryContext = createContext<QueryStore | null>(null);

function queryStore(first: string): QueryStore {
  let search = first;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => search,
    first,
    replace(next) {
      const url = new URL(next, window.location.href);
      window.history.replaceState(window.history.state, "", url);
      search = url.search;
      for (const listener of listeners) listener();
    },
    go(href) {
      window.location.assign(href);
    },
  };
}

export function PageQueryProvider({ search, children }: { search: string; children: ReactNode }) {
  const [store] = useState(() => queryStore(search));
  return <PageQueryContext value={store}>{children}</PageQueryContext>;
}

export function usePageQuery(): PageQuery {
  const store = use(PageQueryContext);
  if (!store) throw new Error("usePageQuery needs a PageQueryProvider above it");
  const search = useSyncExternalStore(store.subscribe, store.current, () => store.first);
  return useMemo(
    () => ({ params: new URLSearchParams(search), replace: store.replace, go: store.go }),
    [search, store],
  );
}
