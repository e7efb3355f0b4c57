import { expect, type Page } from "@playwright/test";

// What a copy button put on the clipboard. Each Playwright worker runs a Chromium of its own,
// whose clipboard no other worker or run can touch, and a worker runs one test at a time: no
// lock between workers is needed. Within a test, though, a copy's "✓" can still be showing
// from the previous copy, and a read racing the page's write fails ("Clipboard data has
// changed"): the clipboard is emptied first, then read until the new copy is there.

export type Copied = { plain: string; html: string | null };

/** Empties the clipboard, runs `copy` (clicks a copy button), and returns what it copied. */
export async function copied(page: Page, copy: () => Promise<void>): Promise<Copied> {
  await page.evaluate(() => navigator.clipboard.writeText(""));
  await copy();
  let result: Copied | null = null;
  await expect
    .poll(async () => {
      result = await page.evaluate(readClipboard).catch(() => null);
      return Boolean(result && (result.plain || result.html));
    })
    .toBe(true);
  return result!;
}

async function readClipboard(): Promise<Copied | null> {
  const [item] = await navigator.clipboard.read();
  if (!item) return null;
  const text = async (type: string) =>
    item.types.includes(type) ? (await item.getType(type)).text() : null;
  return { plain: (await text("text/plain")) ?? "", html: await text("text/html") };
}
