import { existsSync, globSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales.ts";
import { en } from "./messages/en/index.ts";
import { fr } from "./messages/fr/index.ts";
import { serverMessages } from "./translate.server.ts";

const APP = path.resolve(import.meta.dirname, "..");

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(value: unknown): Array<[string, string]> {
  return keys(value).map((key) => [
    key,
    key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value) as string,
  ]);
}

describe("message catalogues", () => {
  it("have exactly the same keys in English and French", () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it("have no empty message and the same interpolation parameters in both locales", () => {
    const frenchByKey = new Map(leaves(fr));
    for (const [key, english] of leaves(en)) {
      const french = frenchByKey.get(key) ?? "";
      expect(english.trim(), key).not.toBe("");
      expect(french.trim(), key).not.toBe("");
      const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(params(french), key).toEqual(params(english));
    }
  });
});

describe("every language", () => {
  // A language is added by giving each catalogue a sibling in it (CONTRIBUTING.md#add-a-language).
  it.each(LOCALES)("%s has a file beside every English catalogue", (locale) => {
    const english = [
      ...globSync("**/messages/*.en.ts", { cwd: APP }),
      ...globSync("i18n/messages/en/*.ts", { cwd: APP }),
    ];
    expect(english.length).toBeGreaterThan(20);
    const missing = english
      .map((file) =>
        file.endsWith(".en.ts")
          ? file.replace(/\.en\.ts$/, `.${locale}.ts`)
          : file.replace("i18n/messages/en/", `i18n/messages/${locale}/`),
      )
      .filter((file) => !existsSync(path.join(APP, file)));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)("%s has every key of the English catalogue, and no other", (locale) => {
    expect(keys(serverMessages(locale)).sort()).toEqual(keys(en).sort());
  });
});

describe("the browser's catalogue", () => {
  it("holds the same namespaces in both locales, each the whole namespace but account's frame", async () => {
    const { browserEn } = await import("./messages/en/browser.ts");
    const { browserFr } = await import("./messages/fr/browser.ts");
    expect(Object.keys(browserFr).sort()).toEqual(Object.keys(browserEn).sort());
    for (const [name, messages] of Object.entries(browserEn)) {
      if (name === "account") continue;
      expect(messages, name).toBe(en[name as keyof typeof en]);
    }
    // The frame is a part of the namespace, the same texts in each locale.
    for (const [locale, browser, whole] of [
      ["en", browserEn, en.account],
      ["fr", browserFr, fr.account],
    ] as const) {
      for (const [group, texts] of Object.entries(browser.account)) {
        expect(texts, `${locale} account.${group}`).toBe(whole[group as keyof typeof whole]);
      }
    }
  });
});
