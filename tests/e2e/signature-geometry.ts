// Measures for browser tests of signatures shown on a page (ADR 022): they look through open
// shadow roots, where previews and thumbnails keep the signature.

import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, reachLaterSections } from "./fixtures.ts";

/** A JPEG portrait wider than tall, as people upload. */
export async function portrait(): Promise<Buffer> {
  return sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
}

/** Uploads the portrait in the editor and waits until the preview shows the hosted photo. */
export async function uploadPortrait(page: Page): Promise<Locator> {
  await reachLaterSections(page);
  await page.locator("#field-photo-file").setInputFiles({
    name: "portrait.jpg",
    mimeType: "image/jpeg",
    buffer: await portrait(),
  });
  const photo = page.getByTestId("signature-preview").locator('img[src*="/photos/"]');
  await expectLoaded(photo);
  return photo;
}

export async function expectLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** The size an image is drawn at, in CSS pixels of the viewport. */
export async function drawnSize(image: Locator) {
  return image.evaluate((img) => {
    const box = img.getBoundingClientRect();
    return { width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
  });
}

/**
 * How far (px) anything drawn inside `box` — its light and shadow descendants — sticks out of
 * the box's padding edge; 0 when everything is inside.
 */
export async function overflowOutside(box: Locator): Promise<number> {
  return box.evaluate((element) => {
    const outer = element.getBoundingClientRect();
    const limit = {
      left: outer.left + element.clientLeft,
      top: outer.top + element.clientTop,
      right: outer.left + element.clientLeft + element.clientWidth,
      bottom: outer.top + element.clientTop + element.clientHeight,
    };
    let worst = 0;
    const visit = (node: Element | ShadowRoot) => {
      for (const child of Array.from(node.children)) {
        const r = child.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) {
          worst = Math.max(
            worst,
            limit.left - r.left,
            limit.top - r.top,
            r.right - limit.right,
            r.bottom - limit.bottom,
          );
        }
        if (child.shadowRoot) visit(child.shadowRoot);
        visit(child);
      }
    };
    visit(element);
    return Math.round(worst * 10) / 10;
  });
}
