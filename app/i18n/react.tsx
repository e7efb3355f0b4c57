import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
} from "react";
import type { Locale } from "./locales.ts";
import type { Messages } from "./messages/en/index.ts";
import {
  createTranslate,
  type MessageKey,
  type MessageValues,
  type Translate,
} from "./translate.ts";

type Translation = {
  t: Translate;
  i18n: { language: Locale };
  messages: Partial<Messages>;
};

const TranslationContext = createContext<Translation | null>(null);

/** The page's catalogue for the components below (one locale per page, docs/product.md#locale). */
export function TranslationProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ t: createTranslate(locale, messages), i18n: { language: locale }, messages }),
    [locale, messages],
  );
  return <TranslationContext value={value}>{children}</TranslationContext>;
}

/**
 * Namespaces, or groups of a namespace, that a page adds to its catalogue: a group of a
 * namespace the catalogue holds joins that namespace (mergeMessages).
 */
export type AddedMessages = { [Name in keyof Messages]?: Partial<Messages[Name]> };

/**
 * Namespaces only some pages use (teams), added by their route module so that they stay out
 * of the catalogue every hydrated page downloads (ADR 017, 027).
 */
export function WithMessages({
  messages,
  children,
}: {
  messages: AddedMessages;
  children: ReactNode;
}) {
  const parent = useTranslation();
  const merged = useMemo(
    () => mergeMessages(parent.messages, messages),
    [parent.messages, messages],
  );
  return (
    <TranslationProvider locale={parent.i18n.language} messages={merged}>
      {children}
    </TranslationProvider>
  );
}

/** `added`'s namespaces over `base`'s; a namespace in both gets the groups of each (account). */
export function mergeMessages(base: Partial<Messages>, added: AddedMessages): Partial<Messages> {
  const merged: Record<string, unknown> = { ...base };
  for (const [name, texts] of Object.entries(added)) {
    const present = merged[name];
    merged[name] = present ? { ...present, ...texts } : texts;
  }
  return merged as Partial<Messages>;
}

/** `const { t } = useTranslation()`: the page's translate function (and its language). */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation outside a TranslationProvider");
  return translation;
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A message with markup: each `<name>text</name>` of the message becomes
 * `components[name]` with that text as its children, e.g. "Signed in as <strong>{{email}}</strong>."
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: MessageKey;
  values?: MessageValues;
  components: Readonly<Record<string, ReactElement>>;
}) {
  const { t } = useTranslation();
  const message = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    const name = match[1] ?? match[3] ?? "";
    const component = components[name];
    parts.push(
      component && isValidElement(component)
        ? cloneElement(component, { key: match.index }, match[2])
        : (match[2] ?? ""),
    );
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return <>{Children.toArray(parts)}</>;
}
