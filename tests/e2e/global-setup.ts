import { rmSync } from "node:fs";
import { assertNothingWritten, workingTree } from "../support/working-tree.ts";

/**
 * Before the browser run: a snapshot of the working tree. After it: the data directory
 * playwright.config.ts made for the run is removed (not one it was given), and the run fails
 * if it wrote into the working tree (tests/support/working-tree.ts).
 */
export default function globalSetup() {
  const before = workingTree();
  return () => {
    const dataDir = process.env.E2E_DATA_DIR;
    if (dataDir && process.env.E2E_OWN_DATA_DIR === "1") {
      rmSync(dataDir, { recursive: true, force: true });
    }
    assertNothingWritten(before, "The Playwright run");
  };
}
