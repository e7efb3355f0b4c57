// The fonts the Open Graph drawings are set in come with the project (the dejavu-fonts-ttf
// package), not from the machine: librsvg, which sharp uses for SVG, finds fonts through
// fontconfig and draws no text at all when it finds none, as on a slim container or a fresh
// server. Pointing fontconfig at the package alone also makes the images the same on every
// machine. fontconfig reads FONTCONFIG_FILE when it first lays out text, so this must run
// before the first drawing in the process.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export function pointFontconfigAtBundledFonts(root: string): void {
  const fontsDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")),
    "ttf",
  );
  const configDir = path.join(root, "node_modules/.cache/paraph-fonts");
  mkdirSync(configDir, { recursive: true });
  const configFile = path.join(configDir, "fonts.conf");
  writeFileSync(
    configFile,
    `<?xml version="1.0"?>\n<fontconfig><dir>${fontsDir}</dir><cachedir>${path.join(configDir, "cache")}</cachedir></fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = configFile;
}
