// The modules a page's scripts hold, each with its share of the gzip size of the file it came
// in (its share of the file's rendered characters): the bench names the biggest so a page over
// its JavaScript budget says what to move. Reads what the build recorded
// (tools/vite-module-sizes.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ModuleSizes } from "../tools/vite-module-sizes.ts";

export type LoadedScript = { path: string; gzipKb: number };
export type ModuleShare = { module: string; gzipKb: number; file: string };

export function readModuleSizes(buildDir = process.env.BUILD_DIR ?? "build"): ModuleSizes {
  return JSON.parse(readFileSync(path.join(buildDir, "module-sizes.json"), "utf8"));
}

/** Every module of the loaded scripts, biggest first; a script the build did not record counts as one module. */
export function moduleShares(scripts: LoadedScript[], sizes: ModuleSizes): ModuleShare[] {
  const shares: ModuleShare[] = [];
  for (const script of scripts) {
    const file = script.path.replace(/^\//, "");
    const modules = Object.entries(sizes.chunks[file] ?? {}).filter(([, length]) => length > 0);
    const total = modules.reduce((sum, [, length]) => sum + length, 0);
    if (total === 0) {
      shares.push({ module: file, gzipKb: script.gzipKb, file });
      continue;
    }
    for (const [module, length] of modules)
      shares.push({ module, gzipKb: (script.gzipKb * length) / total, file });
  }
  return shares.sort((a, b) => b.gzipKb - a.gzipKb);
}

export function formatModuleShares(page: string, shares: ModuleShare[], count = 10): string {
  const lines = [`${page}: the ${count} biggest modules loaded (share of their file's gzip size)`];
  for (const share of shares.slice(0, count))
    lines.push(
      `  ${`${share.gzipKb.toFixed(1)} KB`.padStart(8)}  ${shortName(share.module).padEnd(60)} ${share.file}`,
    );
  return lines.join("\n");
}

const shortName = (module: string) => module.replace(/^.*node_modules\//, "");
