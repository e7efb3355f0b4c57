import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_MODULE_TYPE, deferModules, hydrateAfterPaint } from "./hydrate-after-paint.ts";

const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>' +
  '<link rel="modulepreload" href="/assets/react-B.js" nonce="N1"/>' +
  '<link rel="modulepreload" href="/assets/react-B.js" nonce="N1"/>' +
  '<link nonce="N1" rel="stylesheet" href="/assets/root-C.css"/></head>' +
  "<body><main>Éditeur — “signature”</main>" +
  '<script nonce="N1">window.__reactRouterContext = {};</script>' +
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/root-D.js";\nimport("/assets/entry.client-A.js");</script>' +
  '<script nonce="N1">window.__reactRouterContext.streamController.close();</script></body></html>';

describe("deferModules", () => {
  it("takes the preloads out, keeps the module script inert and adds its loader after it", () => {
    const deferred = deferModules(PAGE);
    expect(deferred).not.toBeNull();
    const page = deferred!.rewritten + PAGE.slice(deferred!.end);
    expect(page).not.toContain('modulepreload" href');
    expect(page).toContain('<link nonce="N1" rel="stylesheet" href="/assets/root-C.css"/>');
    expect(page).toContain(
      `<script nonce="N1" type="${AFTER_PAINT_MODULE_TYPE}">import * as route0 from "/assets/root-D.js";`,
    );
    expect(page).not.toMatch(/<script[^>]*type="module"/);
    const loader = /<script nonce="N1">(\(function\(\)[\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(loader).toContain('["/assets/entry.client-A.js","/assets/react-B.js"]');
    expect(page.endsWith("streamController.close();</script></body></html>")).toBe(true);
  });

  it("leaves a page without an inline module script alone", () => {
    expect(
      deferModules('<html><body><script type="module" src="/assets/islands.js"></script>'),
    ).toBeNull();
    expect(deferModules("<html><head></head><body><p>x</p>")).toBeNull();
  });

  it("runs the module script after the first paint, with its preloads and nonce", async () => {
    const deferred = deferModules(PAGE)!;
    const loader = /<script nonce="N1">(\(function\(\)[\s\S]*?)<\/script>/.exec(
      deferred.rewritten,
    )![1]!;
    const appended: Array<Record<string, string>> = [];
    const frames: Array<() => void> = [];
    const timers: Array<[() => void, number]> = [];
    const inert = { nonce: "N1", textContent: 'import("/assets/entry.client-A.js");' };
    const sandbox = {
      document: {
        currentScript: { previousElementSibling: inert },
        createElement: () => ({}) as Record<string, string>,
        head: { appendChild: (element: Record<string, string>) => appended.push(element) },
      },
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void, ms = 0) => timers.push([run, ms]),
    };
    new Function(...Object.keys(sandbox), loader)(...Object.values(sandbox));
    expect(appended).toEqual([]);
    frames.shift()!();
    const afterFrame = timers.find(([, ms]) => ms === 0)!;
    afterFrame[0]();
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client-A.js", nonce: "N1" },
      { rel: "modulepreload", href: "/assets/react-B.js", nonce: "N1" },
      { type: "module", nonce: "N1", textContent: 'import("/assets/entry.client-A.js");' },
    ]);
    // the fallback for a tab that does not paint finds it done
    timers.find(([, ms]) => ms === 200)![0]();
    expect(appended).toHaveLength(3);
  });
});

describe("hydrateAfterPaint", () => {
  it("rewrites a document that arrives in pieces, split inside a tag and inside a character", async () => {
    const bytes = Buffer.from(`${PAGE}<div>après</div>`, "utf8");
    const cuts = [30, 95, bytes.indexOf("É") + 1, bytes.indexOf("async"), bytes.length - 4];
    const pieces = cuts.map((cut, i) => bytes.subarray(i === 0 ? 0 : cuts[i - 1], cut));
    pieces.push(bytes.subarray(cuts.at(-1)));
    const out = await text(Readable.from(pieces).pipe(hydrateAfterPaint()));
    const whole = deferModules(`${PAGE}<div>après</div>`)!;
    expect(out).toBe(whole.rewritten + `${PAGE}<div>après</div>`.slice(whole.end));
    expect(out).toContain("Éditeur — “signature”");
    expect(out.endsWith("<div>après</div>")).toBe(true);
  });

  it("passes a document without a module script through unchanged", async () => {
    const page =
      '<html><body><p>Prix : 5 €</p><script type="module" src="/a.js"></script></body></html>';
    const out = await text(
      Readable.from([Buffer.from(page.slice(0, 20)), Buffer.from(page.slice(20))]).pipe(
        hydrateAfterPaint(),
      ),
    );
    expect(out).toBe(page);
  });
});
