import { describe, expect, it } from "vitest";
import { richClipboardPayload } from "./clipboard.ts";

describe("richClipboardPayload", () => {
  it("holds the exact HTML and its plain-text version, with their types", async () => {
    const html = '<table><tr><td style="color:#111827">Jane Doe — “CEO”</td></tr></table>';
    const text = "Jane Doe — “CEO”\nhttps://example.com";
    const payload = richClipboardPayload(html, text);
    expect(Object.keys(payload).sort()).toEqual(["text/html", "text/plain"]);
    expect(payload["text/html"].type).toBe("text/html");
    expect(payload["text/plain"].type).toBe("text/plain");
    expect(await payload["text/html"].text()).toBe(html);
    expect(await payload["text/plain"].text()).toBe(text);
  });

  it("keeps non-ASCII characters intact", async () => {
    const payload = richClipboardPayload("<b>Élodie 日本</b>", "Élodie 日本");
    expect(await payload["text/html"].text()).toBe("<b>Élodie 日本</b>");
  });
});
