import type { Translate } from "../../i18n/translate.ts";

/**
 * A plural message's forms with `{{count}}` left in, for a page script that only learns the
 * count in the browser (the signatures that exist only there): it picks the form with
 * Intl.PluralRules and puts the count in (app/islands/account.ts).
 */
export type PluralTemplates = { one: string; other: string };

export function pluralTemplates(t: Translate, key: string): PluralTemplates {
  const form = (suffix: "one" | "other") =>
    // the key of one plural form, read as is: `count` stays a placeholder
    t(`${key}_${suffix}` as Parameters<Translate>[0], { count: "{{count}}" });
  return { one: form("one"), other: form("other") };
}
