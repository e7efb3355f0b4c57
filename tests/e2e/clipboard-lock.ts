import { mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const LOCK = path.join(tmpdir(), "paraph-e2e-clipboard.lock");
const STALE_MS = 30_000;

/**
 * Copy-then-read-back sections run one at a time across Playwright workers: they read the
 * real clipboard, and two of them interleaving would read each other's copy.
 */
export async function withClipboard<T>(section: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS)
          rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await section();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
