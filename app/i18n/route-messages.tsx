import { type ComponentType, type ReactNode, use } from "react";
import type { Locale } from "./locales.ts";
import type { Messages } from "./messages/en/index.ts";
import { useTranslation, WithMessages } from "./react.tsx";

// Namespaces only some pages use stay out of the catalogue every hydrated page downloads
// (app/i18n/load-messages.ts): a page wraps its content in <RouteMessages> with one loader per
// locale, and only the page's locale is fetched. In the browser the first render waits for it
// (hydration keeps the server's HTML meanwhile; a navigation keeps the previous page); the
// server's catalogue already holds every namespace.

export type MessageLoaders = Record<Locale, () => Promise<{ default: Partial<Messages> }>>;

const loaded = new Map<() => Promise<{ default: Partial<Messages> }>, Promise<Partial<Messages>>>();

function load(loader: () => Promise<{ default: Partial<Messages> }>): Promise<Partial<Messages>> {
  let messages = loaded.get(loader);
  if (!messages) {
    messages = loader().then((module) => module.default);
    loaded.set(loader, messages);
  }
  return messages;
}

export function RouteMessages({
  loaders,
  children,
}: {
  loaders: MessageLoaders;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  if (import.meta.env.SSR) return children;
  return <Loaded messages={load(loaders[i18n.language])}>{children}</Loaded>;
}

/**
 * A page whose texts include the namespaces of `loaders`, as a route's default export:
 * `export default withRouteMessages(EDITOR_MESSAGES, SignaturePage)`.
 */
export function withRouteMessages<Props extends object>(
  loaders: MessageLoaders,
  Page: ComponentType<Props>,
) {
  return function PageWithMessages(props: Props) {
    return (
      <RouteMessages loaders={loaders}>
        <Page {...props} />
      </RouteMessages>
    );
  };
}

function Loaded({
  messages,
  children,
}: {
  messages: Promise<Partial<Messages>>;
  children: ReactNode;
}) {
  return <WithMessages messages={use(messages)}>{children}</WithMessages>;
}
