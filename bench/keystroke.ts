// The editor's answer to typing, in Chromium with the CPU throttled 4× (DevTools' "4× slowdown"):
// from each keystroke in the full-name field (its keydown) to the preview's DOM holding the
// typed name, over 50 keystrokes typed 150 ms apart (spaces aside); then, after the last keystroke, until the
// character count's meter and the compatibility report last change (both must settle within
// 300 ms). Clocks are the page's own (performance.now), so the throttled page is measured as
// a user would feel it.
import { withBrowser } from "./page-js.ts";

export type KeystrokeBench = {
  /** keydown → preview shows the value, one per keystroke */
  keystrokeMs: number[];
  /** last keydown → last change of the character count */
  characterCountSettledMs: number;
  /** last keydown → last change of the compatibility report */
  reportSettledMs: number;
};

// 50 letters and hyphens, and the spaces between words: a trailing space shows nothing in the
// preview until the next letter, so spaces are typed but not measured.
const KEYSTROKES = "Marie-Christine Delacroix-Beaumont de la Tour Hautecomb";

export async function runKeystrokeBench(
  baseUrl: string,
  path = "/app?template=basic",
): Promise<KeystrokeBench> {
  return withBrowser(async (browser) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForLoadState("networkidle");
    const field = page.locator("#field-fullName");
    await field.fill("");
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      const state = {
        keydowns: [] as number[],
        shown: [] as number[],
        countChanged: 0,
        reportChanged: 0,
      };
      (window as unknown as { keystrokeBench: typeof state }).keystrokeBench = state;
      const input = document.querySelector<HTMLInputElement>("#field-fullName")!;
      // what the field holds after each keystroke (typing appends: a later value contains the earlier ones)
      const expected: string[] = [];
      // the signature is drawn in the preview's (open) shadow root
      const preview = document.querySelector('[data-testid="signature-preview"]')!.shadowRoot!;
      document.addEventListener(
        "keydown",
        (event) => {
          state.keydowns.push(performance.now());
          expected.push((input.value + event.key).trimEnd());
        },
        true,
      );
      new MutationObserver(() => {
        const text = preview.textContent ?? "";
        const now = performance.now();
        while (state.shown.length < expected.length && text.includes(expected[state.shown.length]!))
          state.shown.push(now);
      }).observe(preview, { subtree: true, childList: true, characterData: true });
      const meter = document.querySelector("meter")!;
      new MutationObserver(() => {
        state.countChanged = performance.now();
      }).observe(meter, { attributes: true });
      const report = document.querySelector('[data-testid="compatibility-report"]')!;
      new MutationObserver(() => {
        state.reportChanged = performance.now();
      }).observe(report, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await field.focus();
    await page.keyboard.type(KEYSTROKES, { delay: 150 });
    await page.waitForTimeout(2000); // long enough for anything still pending, at 4× slowdown
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const state = await page.evaluate(
      () =>
        (
          window as unknown as {
            keystrokeBench: {
              keydowns: number[];
              shown: number[];
              countChanged: number;
              reportChanged: number;
            };
          }
        ).keystrokeBench,
    );
    if (state.shown.length !== state.keydowns.length)
      throw new Error(
        `the preview showed ${state.shown.length} of ${state.keydowns.length} keystrokes`,
      );
    const last = state.keydowns.at(-1)!;
    return {
      keystrokeMs: state.shown
        .map((at, index) => at - state.keydowns[index]!)
        .filter((_, index) => KEYSTROKES[index] !== " "),
      characterCountSettledMs: Math.max(0, state.countChanged - last),
      reportSettledMs: Math.max(0, state.reportChanged - last),
    };
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
