// Copies the glyphs of the signature icons (app/signature/icon-url.ts names them) from the
// simple-icons and @tabler/icons packages into app/.server/icons/sources.generated.ts, which
// the server ships: run after changing a choice below or upgrading either package, commit the
// result, and bump ICON_SET_VERSION if any glyph changed (docs/icons.md).
//   node scripts/vendor-icons.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ICON_NAMES, type IconName } from "../app/signature/icon-url.ts";

type Choice =
  | { source: "simple-icons"; slug: string }
  | { source: "tabler"; icon: string; style: "filled" | "outline" };

const simple = (slug: string): Choice => ({ source: "simple-icons", slug });
const tabler = (icon: string, style: "filled" | "outline" = "filled"): Choice => ({
  source: "tabler",
  icon,
  style,
});

/** Where each glyph comes from (Simple Icons no longer has LinkedIn: Tabler's is used). */
const CHOICES: Record<IconName, Choice> = {
  linkedin: tabler("brand-linkedin"),
  twitter: simple("x"),
  instagram: simple("instagram"),
  facebook: simple("facebook"),
  youtube: simple("youtube"),
  tiktok: simple("tiktok"),
  github: simple("github"),
  threads: simple("threads"),
  bluesky: simple("bluesky"),
  mastodon: simple("mastodon"),
  pinterest: simple("pinterest"),
  behance: simple("behance"),
  dribbble: simple("dribbble"),
  medium: simple("medium"),
  substack: simple("substack"),
  whatsapp: simple("whatsapp"),
  telegram: simple("telegram"),
  calendly: simple("calendly"),
  spotify: simple("spotify"),
  twitch: simple("twitch"),
  xing: simple("xing"),
  link: tabler("link"),
  phone: tabler("phone"),
  mobile: tabler("device-mobile"),
  email: tabler("mail"),
  website: tabler("world"),
  address: tabler("map-pin"),
};

/**
 * Tabler draws on a 24-unit grid with a 2-unit margin (strokes and fills stay within 2..22);
 * Simple Icons fill their 24 units edge to edge. Tabler's viewBox is trimmed to its live area
 * so every glyph fills its viewBox and the renderer sizes them all alike.
 */
const TABLER_VIEWBOX = "2 2 20 20";
const SIMPLE_ICONS_VIEWBOX = "0 0 24 24";

const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "app/.server/icons/sources.generated.ts");

/** Both packages keep their SVG files out of their `exports`: read from node_modules. */
function packageDir(name: string): string {
  return path.join(root, "node_modules", name);
}

function packageVersion(name: string): string {
  return JSON.parse(readFileSync(path.join(packageDir(name), "package.json"), "utf8")).version;
}

/** The root element's attributes and the inner markup of an SVG file. */
function parseSvg(file: string): { attributes: Map<string, string>; inner: string } {
  const text = readFileSync(file, "utf8");
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(text);
  if (!match) throw new Error(`${file}: no <svg> element`);
  const attributes = new Map<string, string>();
  for (const [, name, value] of match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    attributes.set(name!, value!);
  }
  return { attributes, inner: match[2]! };
}

/** Elements of the inner markup, whitespace between tags removed, attributes single-quoted. */
function elements(inner: string): string[] {
  const found = inner
    .replace(/<title>[\s\S]*?<\/title>/g, "")
    .match(/<(path|circle|rect|ellipse|line|polyline|polygon)\b[^>]*\/>/g);
  if (!found) throw new Error("no drawing elements");
  return found.map((element) =>
    element
      .replace(/\s+/g, " ")
      .replace(/="([^"]*)"/g, "='$1'")
      .replace(/\s*\/>$/, "/>"),
  );
}

/**
 * Simple Icons is CC0 as a whole, but its data may name another licence for an icon: this
 * project takes CC0 icons only (docs/icons.md), so any other licence stops the script.
 */
function checkSimpleIconLicence(slug: string): void {
  const data = JSON.parse(
    readFileSync(path.join(packageDir("simple-icons"), "data/simple-icons.json"), "utf8"),
  ) as Array<{ slug: string; license?: { type: string } }>;
  const entry = data.find((icon) => icon.slug === slug);
  if (!entry) throw new Error(`simple-icons has no data for ${slug}`);
  const licence = entry.license?.type ?? "CC0-1.0";
  if (licence !== "CC0-1.0") {
    throw new Error(`simple-icons ${slug} is under ${licence}, not CC0-1.0: see docs/icons.md`);
  }
}

function simpleIcon(slug: string): { viewBox: string; body: string } {
  checkSimpleIconLicence(slug);
  const file = path.join(packageDir("simple-icons"), "icons", `${slug}.svg`);
  const { attributes, inner } = parseSvg(file);
  if (attributes.get("viewBox") !== SIMPLE_ICONS_VIEWBOX) throw new Error(`${file}: viewBox`);
  const paths = elements(inner);
  return {
    viewBox: SIMPLE_ICONS_VIEWBOX,
    body: paths.map((element) => element.replace(/^<path /, "<path fill='currentColor' ")).join(""),
  };
}

function tablerIcon(icon: string, style: "filled" | "outline"): { viewBox: string; body: string } {
  const file = path.join(packageDir("@tabler/icons"), "icons", style, `${icon}.svg`);
  const { attributes, inner } = parseSvg(file);
  if (attributes.get("viewBox") !== "0 0 24 24") throw new Error(`${file}: viewBox`);
  // Each Tabler file starts with an invisible 24×24 placeholder path: dropped.
  const drawn = elements(inner).filter((element) => !element.includes("d='M0 0h24v24H0z'"));
  const group =
    style === "filled"
      ? "<g fill='currentColor'>"
      : `<g fill='none' stroke='currentColor' stroke-width='${attributes.get("stroke-width") ?? "2"}' stroke-linecap='round' stroke-linejoin='round'>`;
  return { viewBox: TABLER_VIEWBOX, body: `${group}${drawn.join("")}</g>` };
}

const simpleVersion = packageVersion("simple-icons");
const tablerVersion = packageVersion("@tabler/icons");
const entries = ICON_NAMES.map((name) => {
  const choice = CHOICES[name];
  const { viewBox, body } =
    choice.source === "simple-icons"
      ? simpleIcon(choice.slug)
      : tablerIcon(choice.icon, choice.style);
  const from =
    choice.source === "simple-icons"
      ? `simple-icons ${choice.slug}`
      : `tabler ${choice.style}/${choice.icon}`;
  return `  // ${from}
  ${name}: {
    viewBox: ${JSON.stringify(viewBox)},
    body: ${JSON.stringify(body)},
    source: ${JSON.stringify(choice.source)},
  },`;
});

writeFileSync(
  target,
  `// Generated by \`node scripts/vendor-icons.ts\` from simple-icons ${simpleVersion} (CC0-1.0) and
// @tabler/icons ${tablerVersion} (MIT): do not edit. Brand marks remain their owners' trademarks
// (docs/icons.md).
import type { IconName } from "../../signature/icon-url.ts";

export type IconSource = {
  /** the glyph's box: it fills it edge to edge */
  viewBox: string;
  /** inner SVG markup drawn in \`currentColor\` */
  body: string;
  source: "simple-icons" | "tabler";
};

export const ICON_SOURCES: Readonly<Record<IconName, IconSource>> = {
${entries.join("\n")}
};
`,
);
console.log(
  `${path.relative(process.cwd(), target)}: ${ICON_NAMES.length} icons (simple-icons ${simpleVersion}, @tabler/icons ${tablerVersion})`,
);
