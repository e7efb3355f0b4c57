import {
  type ComponentProps,
  createContext,
  forwardRef,
  type ReactNode,
  type SubmitEvent,
  use,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";

// What a React island's forms need from a server without React Router in the browser (ADR
// 037, decision 11): a form posted in place to the island's data route, whose answer is JSON
// (`{data, view}`, or `{redirect}`), and the island's view kept from the last answer, as
// React Router's fetchers and revalidation did. The teams page uses it (app/islands/teams.tsx,
// app/routes/teams-data.ts).

/** What the data route answers a form with. */
export type IslandActionAnswer<View> = { redirect: string } | { data: unknown; view?: View };

type IslandView<View> = {
  view: View;
  /** reads the view again (a job that runs on the server) */
  refresh(): Promise<void>;
  /** sends a form to the data route: its answer's data, the view replaced by the answer's */
  send(form: HTMLFormElement, submitter: HTMLElement | null): Promise<unknown>;
};

const IslandViewContext = createContext<IslandView<unknown> | null>(null);

/** `/teams?id=1` → `/teams/data?id=1`: the page's own query, so the server reads the same view. */
export function dataUrl(location: Location): string {
  return `${location.pathname.replace(/\/$/, "")}/data${location.search}`;
}

/** The route's JSON answer, or null when the page must go elsewhere (and goes). */
async function readAnswer<T>(response: Response): Promise<T | null> {
  if (!response.headers.get("content-type")?.includes("application/json")) {
    // not the route's JSON (a team deleted in another tab): the page says what became of it
    window.location.reload();
    return null;
  }
  const answer = (await response.json()) as T | { redirect: string };
  // 401: the session ended (in another tab): sign in, then back to the page
  if (response.status === 401 && typeof answer === "object" && answer && "redirect" in answer) {
    window.location.assign(answer.redirect);
    return null;
  }
  return answer as T;
}

export function IslandViewProvider<View>({
  initial,
  children,
}: {
  initial: View;
  children: ReactNode;
}) {
  const [view, setView] = useState(initial);
  const value = useMemo<IslandView<View>>(
    () => ({
      view,
      async refresh() {
        const response = await fetch(dataUrl(window.location), {
          headers: { accept: "application/json" },
        });
        const next = await readAnswer<View>(response);
        if (next !== null && response.ok) setView(next);
      },
      async send(form, submitter) {
        const body = new URLSearchParams();
        for (const [name, value] of new FormData(form, submitter))
          if (typeof value === "string") body.append(name, value);
        const response = await fetch(dataUrl(window.location), {
          method: "POST",
          headers: { accept: "application/json" },
          body,
        });
        const answer = await readAnswer<IslandActionAnswer<View>>(response);
        if (answer === null) return undefined;
        if ("redirect" in answer) {
          window.location.assign(answer.redirect);
          return undefined;
        }
        if (answer.view !== undefined) setView(answer.view);
        return answer.data;
      },
    }),
    [view],
  );
  return <IslandViewContext value={value as IslandView<unknown>}>{children}</IslandViewContext>;
}

export function useIslandView<View>(): IslandView<View> {
  const context = use(IslandViewContext);
  if (!context) throw new Error("useIslandView needs an IslandViewProvider above it");
  return context as IslandView<View>;
}

export type FetcherState = "idle" | "submitting";

/**
 * A form sent in place, as React Router's `useFetcher`: `Form` posts to the island's data
 * route, `data` is the last answer's, `state` says while one is on its way.
 */
export function useFetcher<Data = unknown>() {
  const { send } = useIslandView();
  const [state, setState] = useState<FetcherState>("idle");
  const [data, setData] = useState<Data | undefined>(undefined);
  const sendRef = useRef(send);
  sendRef.current = send;
  const submit = useCallback(
    async (form: HTMLFormElement | null, submitter?: HTMLElement | null) => {
      if (!form) return;
      setState("submitting");
      try {
        setData((await sendRef.current(form, submitter ?? null)) as Data | undefined);
      } finally {
        setState("idle");
      }
    },
    [],
  );
  const Form = useMemo(
    () =>
      forwardRef<HTMLFormElement, ComponentProps<"form">>(function FetcherForm(
        { onSubmit, ...props },
        ref,
      ) {
        return (
          <form
            {...props}
            ref={ref}
            onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
              onSubmit?.(event);
              if (event.defaultPrevented) return;
              event.preventDefault();
              const submitter = event.nativeEvent.submitter;
              void submit(event.currentTarget, submitter);
            }}
          />
        );
      }),
    [submit],
  );
  return { state, data, submit, Form };
}

/** Reads the island's view again, as React Router's `useRevalidator`. */
export function useRevalidator() {
  const { refresh } = useIslandView();
  const [state, setState] = useState<"idle" | "loading">("idle");
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const revalidate = useCallback(async () => {
    setState("loading");
    try {
      await refreshRef.current();
    } finally {
      setState("idle");
    }
  }, []);
  return { revalidate, state };
}
