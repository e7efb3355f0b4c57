// What email clients do to a signature in dark mode, close enough for a preview and warnings.
// Full inversion (Gmail on iOS, Outlook for Windows): every background has its lightness
// inverted, and text or borders that would read below 4.5:1 on their new background too.
// Partial inversion (Outlook.com, Gmail's web dark theme): only light backgrounds turn dark and
// only dark, nearly neutral text (and borders) turn light; mid-tones and saturated colours are
// kept.
// Only inline `style` colours and `bgcolor` are rewritten (what our renderer emits); images,
// links, text and `<style>` blocks are left as they are.
import {
  contrastRatio,
  hexToHsl,
  hslToHex,
  isHexColor,
  normalizeHexColor,
  relativeLuminance,
} from "./colors.ts";
import { DARK_BACKGROUND } from "./contrast.ts";

export const DARK_MODE_MODES = ["full", "partial"] as const;
export type DarkModeMode = (typeof DARK_MODE_MODES)[number];
export type ColorRole = "text" | "background" | "border";

const CANVAS: Record<DarkModeMode, string> = { full: DARK_BACKGROUND, partial: "#1f1f1f" };

/** The background the client paints behind the message, and the preview behind the signature. */
export function darkModeCanvas(mode: DarkModeMode): string {
  return CANVAS[mode];
}

/** Full inversion leaves text and borders alone when they read this well on their background. */
const FULL_MIN_CONTRAST = 4.5;
/** Partial inversion darkens backgrounds lighter than this (HSL lightness). */
const PARTIAL_LIGHT_BACKGROUND = 0.75;
/** Partial inversion lightens only dark, nearly neutral text: luminance below this and chroma
 * (HSL max − min channel) below the next. Saturated colours such as #1d4ed8 or #b91c1c keep
 * their colour even though their luminance is low (≈ 0.11: blue and red weigh little in it). */
const PARTIAL_DARK_TEXT_LUMINANCE = 0.2;
const PARTIAL_NEUTRAL_CHROMA = 0.25;

/**
 * The colour a client shows in dark mode in place of `hex`. `background` is the (already
 * converted) background the text or border sits on; full inversion compares against it.
 * Returns lowercase `#rrggbb`, or `hex` unchanged when it is not a hex colour.
 */
export function darkModeColor(
  hex: string,
  role: ColorRole,
  mode: DarkModeMode,
  background = darkModeCanvas(mode),
): string {
  if (!isHexColor(hex)) return hex;
  const color = normalizeHexColor(hex);
  if (role === "background") {
    const darken = mode === "full" || hexToHsl(color).l > PARTIAL_LIGHT_BACKGROUND;
    // lightness inverted onto [canvas, 1]: white becomes the canvas colour, black white
    return darken ? invertLightness(color, hexToHsl(CANVAS[mode]).l) : color;
  }
  const invert =
    mode === "full"
      ? contrastRatio(color, background) < FULL_MIN_CONTRAST
      : relativeLuminance(color) < PARTIAL_DARK_TEXT_LUMINANCE &&
        chroma(color) < PARTIAL_NEUTRAL_CHROMA;
  return invert ? invertLightness(color) : color;
}

function chroma(color: string): number {
  const { s, l } = hexToHsl(color);
  return s * (1 - Math.abs(2 * l - 1));
}

function invertLightness(color: string, floor = 0): string {
  const hsl = hexToHsl(color);
  return hslToHex({ ...hsl, l: floor + (1 - floor) * (1 - hsl.l) });
}

/** The signature's HTML as a client in this dark mode would show it. */
export function simulateDarkMode(html: string, mode: DarkModeMode): string {
  return walk(html, mode);
}

export interface DarkModeContrast {
  color: string;
  background: string;
  ratio: number;
}

/**
 * Each distinct (text colour, background) pair of the text in the dark-mode version, with its
 * contrast ratio. The background is the nearest enclosing one, else the canvas; text with no
 * colour of its own or inherited is left to the client and not listed.
 */
export function darkModeTextContrasts(html: string, mode: DarkModeMode): DarkModeContrast[] {
  const pairs = new Map<string, DarkModeContrast>();
  walk(html, mode, ({ color, background }) => {
    const key = `${color} ${background}`;
    if (color && !pairs.has(key)) {
      pairs.set(key, { color, background, ratio: contrastRatio(color, background) });
    }
  });
  return [...pairs.values()];
}

interface Frame {
  tag: string;
  background: string;
  color?: string;
}

type Recolor = (hex: string, role: ColorRole, inStyle: boolean) => string;

const TOKEN =
  /<!--[\s\S]*?-->|<[!?][^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|[^<]+|</g;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:(\s*=\s*)("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const DECLARATION = /(^|;)(\s*)([a-zA-Z-]+)(\s*:)([^;]*)/g;
const HEX = /(?<=^|[\s:,])#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})(?![0-9a-fA-F])/g;
const BORDER = /^border(-(top|right|bottom|left))?(-color)?$/;
const VOID_TAGS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link"]);
const NO_TEXT_TAGS = new Set(["head", "script", "style", "title"]);
const INVISIBLE = /&(?:nbsp|#160|#xa0|zwsp|#8203|#x200b);|[\s\u200b-\u200d\ufeff]/gi;

/** Rewrites the colours tag by tag, keeping the converted background and colour of each open
 * element on a stack, and reports each piece of visible text with the colours it is shown in. */
function walk(html: string, mode: DarkModeMode, onText?: (frame: Frame) => void): string {
  const stack: Frame[] = [{ tag: "", background: darkModeCanvas(mode) }];
  return html.replace(TOKEN, (token, slash: string, name: string | undefined, attributes = "") => {
    const parent = stack.at(-1)!;
    if (name === undefined) {
      const isText = !token.startsWith("<") || token === "<";
      if (isText && onText && !NO_TEXT_TAGS.has(parent.tag) && token.replace(INVISIBLE, "")) {
        onText(parent);
      }
      return token;
    }
    const tag = name.toLowerCase();
    if (slash) {
      const open = stack.findLastIndex((frame) => frame.tag === tag);
      if (open > 0) stack.length = open;
      return token;
    }
    const converted = tag === "img" ? attributes : convertColors(attributes, parent, mode);
    if (!VOID_TAGS.has(tag) && !attributes.trimEnd().endsWith("/")) {
      const own = colorsOf(converted);
      stack.push({
        tag,
        background: own.background ?? parent.background,
        color: own.color ?? parent.color,
      });
    }
    return `<${name}${converted}>`;
  });
}

function convertColors(attributes: string, parent: Frame, mode: DarkModeMode): string {
  const own = colorsOf(attributes).background;
  const background = own ? darkModeColor(own, "background", mode) : parent.background;
  return recolorAttributes(attributes, (hex, role) =>
    darkModeColor(hex, role, mode, role === "background" ? undefined : background),
  );
}

/** The element's own background (CSS wins over `bgcolor`) and text colour, normalised. */
function colorsOf(attributes: string): { background?: string; color?: string } {
  let bgcolor: string | undefined;
  let styleBackground: string | undefined;
  let color: string | undefined;
  recolorAttributes(attributes, (hex, role, inStyle) => {
    if (role === "text") color = normalizeHexColor(hex);
    else if (role === "background" && inStyle) styleBackground = normalizeHexColor(hex);
    else if (role === "background") bgcolor = normalizeHexColor(hex);
    return hex;
  });
  return { background: styleBackground ?? bgcolor, color };
}

/** Passes every hex colour of the `bgcolor` and `style` attributes through `recolor`. */
function recolorAttributes(attributes: string, recolor: Recolor): string {
  return attributes.replace(ATTRIBUTE, (whole, name: string, equals?: string, value?: string) => {
    const attribute = name.toLowerCase();
    if (!value || (attribute !== "bgcolor" && attribute !== "style")) return whole;
    const quote = value[0] === '"' || value[0] === "'" ? value[0] : "";
    const inner = quote ? value.slice(1, -1) : value;
    const converted =
      attribute === "bgcolor"
        ? inner.replace(/^\s*(#\w+)\s*$/, (all, hex: string) =>
            isHexColor(hex) ? recolor(hex, "background", false) : all,
          )
        : inner.replace(DECLARATION, (declaration, start, space, property: string, colon, v) => {
            const role = roleOf(property.toLowerCase());
            if (!role) return declaration;
            const recolored = (v as string).replace(HEX, (hex) => recolor(hex, role, true));
            return `${start}${space}${property}${colon}${recolored}`;
          });
    return `${name}${equals}${quote}${converted}${quote}`;
  });
}

function roleOf(property: string): ColorRole | null {
  if (property === "color") return "text";
  if (property === "background" || property === "background-color") return "background";
  return BORDER.test(property) ? "border" : null;
}
