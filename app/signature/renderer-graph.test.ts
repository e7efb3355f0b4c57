// The renderer runs in the editor: it must load no React (react-dom/server alone is ~33 KB
// gzip in the browser), and every template must be compiled for the email JSX runtime.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|^\s*import\s+"([^"]+)"/gm;

/** Every module `render.ts` loads, with the bare specifiers (packages) each one imports. */
function moduleGraph(entry: string) {
  const files = new Map<string, { source: string; packages: string[] }>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const source = readFileSync(file, "utf8");
    const packages: string[] = [];
    files.set(file, { source, packages });
    for (const match of source.matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith(".")) visit(path.resolve(path.dirname(file), specifier));
      else packages.push(specifier);
    }
  };
  visit(entry);
  return files;
}

describe("the renderer's modules", () => {
  const graph = moduleGraph(path.join(import.meta.dirname, "render.ts"));

  it("include the templates and the email JSX runtime", () => {
    const names = [...graph.keys()].map((file) => path.relative(import.meta.dirname, file));
    expect(names).toContain("templates/parts.tsx");
    expect(names).toContain("email-jsx/jsx-runtime.ts");
  });

  it("import no React", () => {
    for (const [file, { packages }] of graph) {
      for (const name of packages) expect(name, file).not.toMatch(/^react(-dom)?($|\/)/);
    }
  });

  it("compile every JSX file for the email runtime", () => {
    for (const [file, { source }] of graph) {
      if (file.endsWith(".tsx")) {
        expect(source.startsWith("/** @jsxImportSource #email-jsx */\n"), file).toBe(true);
      }
    }
  });
});
