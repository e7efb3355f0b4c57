import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The direction of the code's dependencies (docs/architecture.md#layers), read from the
// source: every static, type-only, re-exported, side-effect and dynamic import between the
// files of app/ and server/ (tests left out).

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx)$/;
const LEFT_OUT = /\.(test|spec)\.tsx?$|\.d\.ts$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !LEFT_OUT.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes("node_modules"));
}

const files = [...sourceFiles("app"), ...sourceFiles("server")].filter(
  (file) => !file.startsWith("app/.react-router"),
);
const known = new Set(files);

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.join(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) =>
    known.has(candidate),
  );
}

const SPECIFIERS = [
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

/** The source without its comments, so that an example in a comment is not an import. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

const DYNAMIC = SPECIFIERS[2]!;

/** file → the project files it imports */
const graph = new Map(
  files.map((file) => {
    const source = withoutComments(readFileSync(path.join(ROOT, file), "utf8"));
    const targets = SPECIFIERS.flatMap((pattern) => [...source.matchAll(pattern)])
      .map((match) => resolve(file, match[1]!))
      .filter((target): target is string => target !== undefined);
    return [file, [...new Set(targets)]];
  }),
);

/** The same without dynamic imports: a lazy chunk names the module it loads, not an index. */
const staticGraph = new Map(
  files.map((file) => {
    const source = withoutComments(readFileSync(path.join(ROOT, file), "utf8"));
    const targets = SPECIFIERS.filter((pattern) => pattern !== DYNAMIC)
      .flatMap((pattern) => [...source.matchAll(pattern)])
      .map((match) => resolve(file, match[1]!))
      .filter((target): target is string => target !== undefined);
    return [file, [...new Set(targets)]];
  }),
);

/** Strongly connected components of more than one file (Tarjan), or a file importing itself. */
function circles(): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

/** Server code: a `.server` folder or file (left out of the browser's bundle), or server/. */
const isServer = (file: string) =>
  file.startsWith("server/") || file.includes("/.server/") || /\.server\.tsx?$/.test(file);

/** Files that make up pages (docs/architecture.md#layers): a feature's ui/ folder and the shared UI. */
const UI_FOLDERS = /(^|\/)ui\/|^app\/(components|routes|layouts|islands|hooks|editor)\//;

/**
 * The layers of docs/architecture.md#layers, top first: a file may import its own layer and
 * those below it. The first pattern that matches a file gives its layer.
 */
const LAYERS: readonly [layer: string, files: RegExp][] = [
  ["catalogues", /\/messages\//],
  ["process", /^server\//],
  ["pages", /^app\/(routes\/|layouts\/|root\.tsx$|entry\.|routes\.ts$)/],
  ["feature UI", /^app\/([^/]+\/ui\/|[^/]+\/index\.ts$|editor\/|islands\/)/],
  ["shared UI", /^app\/(components|hooks)\//],
  ["server", /^app\/(\.server\/|[^/]+\/\.server\/)/],
  ["browser state", /^app\/(signatures|accounts)\/[^/]+$/],
  [
    "models and core",
    /^app\/(teams|billing|content|legal|api-keys)\/[^/]+$|^app\/(signature|i18n|seo)\/|^app\/route-table\.ts$/,
  ],
];
const ORDER = [
  "process",
  "pages",
  "feature UI",
  "shared UI",
  "server",
  "browser state",
  "models and core",
  "catalogues",
];
const layerOf = (file: string) => LAYERS.find(([, pattern]) => pattern.test(file))?.[0];

describe("the import graph of app/ and server/", () => {
  it("reads the files it judges", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(graph.get("app/routes.ts")?.length).toBeGreaterThan(0);
  });

  it("has no circle, type imports included", () => {
    expect(circles()).toEqual([]);
  });

  it("has nothing outside the route modules importing one (routes are the top layer)", () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      file.startsWith("app/routes/")
        ? []
        : targets.filter((target) => target.startsWith("app/routes/")).map((t) => `${file} → ${t}`),
    );
    expect(upward).toEqual([]);
  });

  it("has no server file importing a UI folder", () => {
    const arrows = [...graph].flatMap(([file, targets]) =>
      isServer(file)
        ? targets.filter((target) => UI_FOLDERS.test(target)).map((t) => `${file} → ${t}`)
        : [],
    );
    expect(arrows).toEqual([]);
  });

  it("gives every file a layer", () => {
    expect(files.filter((file) => layerOf(file) === undefined)).toEqual([]);
  });

  it("has no arrow pointing to a layer above its file's", () => {
    const rank = (file: string) => ORDER.indexOf(layerOf(file)!);
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => rank(target) < rank(file))
        .map((target) => `${layerOf(file)} → ${layerOf(target)}: ${file} → ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it("reaches a feature's UI and server code from outside it through the feature's indexes", () => {
    const FEATURES = /^app\/(signatures|editor|teams|billing|api-keys|accounts|content|legal)\//;
    // The wiring of the features' services, and the router, which names each endpoint's file
    // as app/routes.ts names each page's module (docs/architecture.md#layout).
    const WIRING = new Set(["app/.server/context.ts", "app/.server/untrusted/parsers.ts"]);
    const behindIndex = (target: string, feature: string) =>
      !target.includes("/.server/api/") &&
      ((target.startsWith("app/editor/") && !target.includes("/messages/")) ||
        target.startsWith(`app/${feature}/ui/`) ||
        target.startsWith(`app/${feature}/.server/`));
    const indexOf = (target: string, feature: string) =>
      target.startsWith(`app/${feature}/.server/`)
        ? `app/${feature}/.server/index.ts`
        : `app/${feature}/index.ts`;
    const around = [...staticGraph].flatMap(([file, targets]) =>
      WIRING.has(file)
        ? []
        : targets.flatMap((target) => {
            const feature = target.match(FEATURES)?.[1];
            if (!feature || file.startsWith(`app/${feature}/`)) return [];
            if (!behindIndex(target, feature) || target === indexOf(target, feature)) return [];
            return [`${file} → ${target}`];
          }),
    );
    expect(around).toEqual([]);
  });
});
