// Tests write to temporary folders only, never into the working tree (./data included). The
// test runs check it: a snapshot of the working tree's untracked and ignored files (with their
// modification times) at the start, compared at the end; a file a run created there, or
// changed, fails it, named. Build output, reports and packages are left out, and so are the
// committed files: a person may well edit those while a long run goes on (git shows them).
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUTSIDE = ["node_modules", "build", "test-results", "playwright-report", ".react-router"];

export type WorkingTree = Map<string, number>;

/** Every untracked or ignored file of the working tree, with its mtime. */
export function workingTree(): WorkingTree {
  const output = execFileSync(
    "git",
    [
      "status",
      "--porcelain",
      "-z",
      "--ignored",
      "--untracked-files=all",
      "--",
      ".",
      ...OUTSIDE.map((dir) => `:!${dir}`),
    ],
    { cwd: ROOT, encoding: "utf8" },
  );
  const files: WorkingTree = new Map();
  for (const entry of output.split("\0")) {
    const status = entry.slice(0, 2);
    const file = entry.slice(3);
    if ((status === "??" || status === "!!") && !isOutside(file)) files.set(file, mtimeOf(file));
  }
  return files;
}

/** The files created or changed since `before`, as "path (created)" or "path (changed)". */
export function writtenSince(before: WorkingTree): string[] {
  const after = workingTree();
  const written: string[] = [];
  for (const [file, mtime] of after) {
    const earlier = before.get(file);
    if (earlier === undefined) written.push(`${file} (created)`);
    else if (earlier !== mtime) written.push(`${file} (changed)`);
  }
  return written;
}

/** Throws, naming them, when the run wrote into the working tree. */
export function assertNothingWritten(before: WorkingTree, run: string): void {
  const written = writtenSince(before);
  if (written.length === 0) return;
  throw new Error(
    `${run} wrote into the working tree (tests must write to temporary folders only; docs/decisions/032):\n  ${written.join("\n  ")}`,
  );
}

function isOutside(file: string): boolean {
  return file.startsWith("build-") || OUTSIDE.some((dir) => file.startsWith(`${dir}/`));
}

function mtimeOf(file: string): number {
  try {
    return statSync(path.join(ROOT, file)).mtimeMs;
  } catch {
    return -1; // gone since git listed it
  }
}
