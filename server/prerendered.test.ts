import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  dataPathOf,
  inlineScriptHashes,
  placeholderOriginIn,
  renderedWith,
} from "./prerendered.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("base64");

describe("prerendered files", () => {
  it("hash exactly the inline scripts a browser runs", () => {
    const html = [
      '<script nonce="">window.__ctx = {"a":1};</script>',
      '<script type="module" nonce="">import("/assets/x.js");</script>',
      '<script src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script>window.__ctx = {"a":1};</script>',
    ].join("");
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha('window.__ctx = {"a":1};'), sha('import("/assets/x.js");')].sort(),
    );
  });

  it("read the configuration and the placeholder origin a file was written with", () => {
    expect(renderedWith('<meta name="paraph-rendered-with" content="abc123"/>')).toBe("abc123");
    expect(renderedWith("<html></html>")).toBeNull();
    expect(placeholderOriginIn("<loc>https://prerendered.paraph.invalid/fr</loc>")).toBe(
      "https://prerendered.paraph.invalid",
    );
    expect(placeholderOriginIn("Sitemap: http://prerendered.paraph.invalid:3000/sitemap.xml")).toBe(
      "http://prerendered.paraph.invalid:3000",
    );
    expect(placeholderOriginIn("<loc>https://paraph.example/fr</loc>")).toBeNull();
  });

  it("name the data file of a document like React Router's client does", () => {
    expect(dataPathOf("/")).toBe("/_.data");
    expect(dataPathOf("/fr")).toBe("/fr.data");
    expect(dataPathOf("/fr/blog/x")).toBe("/fr/blog/x.data");
  });
});
