import { describe, expect, it } from "vitest";
import { PRERENDER_HOST, prerenderOrigin, withOwnOrigin } from "./prerender.ts";

describe("prerendered files and the server's origin", () => {
  it("write for a placeholder host, keeping the build's scheme and port", () => {
    expect(prerenderOrigin("http://localhost:3000")).toBe(`http://${PRERENDER_HOST}:3000`);
    expect(prerenderOrigin("https://signatures.example.org/")).toBe(`https://${PRERENDER_HOST}`);
  });

  it("put the server's origin, host and host name in place of the placeholder's", () => {
    const placeholder = `http://${PRERENDER_HOST}:3000`;
    const text = [
      `<link rel="canonical" href="${placeholder}/blog"/>`,
      `<p>${PRERENDER_HOST}:3000 is run by contact@${PRERENDER_HOST}</p>`,
    ].join("");
    expect(withOwnOrigin(text, placeholder, "https://sig.example.org")).toBe(
      '<link rel="canonical" href="https://sig.example.org/blog"/><p>sig.example.org is run by contact@sig.example.org</p>',
    );
    expect(withOwnOrigin(text, placeholder, "http://127.0.0.1:4317")).toBe(
      '<link rel="canonical" href="http://127.0.0.1:4317/blog"/><p>127.0.0.1:4317 is run by contact@127.0.0.1</p>',
    );
  });
});
