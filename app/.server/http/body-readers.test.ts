import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every request body the server reads has a cap (issue 20): bodies are read only by the capped
// readers, never by the unbounded ones of the Fetch API or by an Express body parser.

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** The readers that hold a cap themselves, and the one stream each may touch. */
const CAPPED_READERS = new Set([
  "app/.server/http/capped-body.ts",
  "app/.server/render-batch/csv-records.ts",
  "app/.server/photos/read-multipart.ts",
]);

const UNBOUNDED = [
  /\b(?:request|req)\.(?:formData|json|text|arrayBuffer|blob|bytes)\(/,
  /\b(?:express|bodyParser)\.(?:json|urlencoded|raw|text)\(/,
  /\bbusboy\(/,
  /\b(?:request|req)\.body\b/,
];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

describe("request bodies", () => {
  it("are read only through the capped readers", () => {
    const files = [...sourceFiles("app"), ...sourceFiles("server")];
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => !CAPPED_READERS.has(file))
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), "utf8")
          .split("\n")
          .map((line, index) => ({ line: line.trim(), at: `${file}:${index + 1}` }))
          .filter(({ line }) => UNBOUNDED.some((pattern) => pattern.test(line))),
      );
    expect(offenders).toEqual([]);
  });

  it("are read whole through the one capped reader and its answers (readCappedBody)", () => {
    // form-body.ts answers page forms (no problem+json); csv-records.ts streams a batch
    const BYTES_READERS = new Set([
      "app/.server/http/capped-body.ts",
      "app/.server/http/form-body.ts",
      "app/.server/render-batch/csv-records.ts",
      "app/.server/render-batch/csv-input.ts",
    ]);
    const offenders = [...sourceFiles("app"), ...sourceFiles("server")]
      .filter((file) => !BYTES_READERS.has(file))
      .filter((file) =>
        /\breadCappedBytes\(|\bBodyReadError\b/.test(readFileSync(path.join(ROOT, file), "utf8")),
      );
    expect(offenders).toEqual([]);
  });
});
