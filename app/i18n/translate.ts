// The message runtime, the same on the server and in the browser (ADR 002, updated by 017):
// a dotted key into the locale's catalogue, `{{name}}` values, and plural forms chosen with
// Intl.PluralRules (`key_one`, `key_other`…). Nothing else: it costs ~1 KB where i18next and
// react-i18next cost ~20 KB gzip on every hydrated page.
import type { Locale } from "./locales.ts";
import type { Messages } from "./messages/en/index.ts";

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every key of a catalogue shape, dotted, plural variants named by their base. */
type Keys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Any key of the typed message catalogues, e.g. `photos.tooLarge`. */
export type MessageKey = Keys<Messages>;

/** Interpolated values; `count` also chooses the plural form. */
export type MessageValues = Readonly<Record<string, string | number | undefined>>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

type Catalogue = { readonly [key: string]: string | Catalogue };

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A translate function over one locale's catalogue (all of it, or the namespaces a browser
 * page loads); an unknown key comes back as itself.
 */
export function createTranslate(locale: Locale, messages: Partial<Messages>): Translate {
  const catalogue = messages as unknown as Catalogue;
  const plurals = new Intl.PluralRules(locale);
  const cache = new Map<string, string | undefined>();
  const find = (key: string) => {
    if (!cache.has(key)) cache.set(key, lookup(catalogue, key));
    return cache.get(key);
  };
  return (key, values) => {
    const count = values?.count;
    const message =
      (typeof count === "number" &&
        (find(`${key}_${plurals.select(count)}`) ?? find(`${key}_other`))) ||
      find(key);
    if (message === undefined) return key;
    if (!values) return message;
    return message.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values[name];
      return value === undefined ? whole : String(value);
    });
  };
}
