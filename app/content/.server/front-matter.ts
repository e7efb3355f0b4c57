import { lazyRequire } from "../../.server/lazy-require.ts";

const yaml = lazyRequire<typeof import("yaml")>("yaml");

export type MarkdownDocument = { data: unknown; body: string };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** Splits `---` YAML front matter from the Markdown body. */
export function splitFrontMatter(source: string, file: string): MarkdownDocument {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: no front matter (a --- YAML block must open the file)`);
  return { data: yaml().parse(match[1] ?? "") as unknown, body: source.slice(match[0].length) };
}
