// Web-safe font stacks: no web fonts (Outlook for Windows ignores them), names unquoted so
// the stack survives attribute escaping unchanged.
export const FONT_IDS = [
  "arial",
  "helvetica",
  "verdana",
  "tahoma",
  "trebuchet",
  "georgia",
  "times",
  "garamond",
  "courier",
] as const;

export type FontId = (typeof FONT_IDS)[number];

export const FONT_STACKS: Record<FontId, string> = {
  arial: "Arial, Helvetica, sans-serif",
  helvetica: "Helvetica, Arial, sans-serif",
  verdana: "Verdana, Geneva, sans-serif",
  tahoma: "Tahoma, Verdana, Segoe, sans-serif",
  trebuchet: "Trebuchet MS, Helvetica, sans-serif",
  georgia: "Georgia, Times New Roman, serif",
  times: "Times New Roman, Times, serif",
  garamond: "Garamond, Baskerville, Times New Roman, serif",
  courier: "Courier New, Courier, monospace",
};

export function isFontId(value: unknown): value is FontId {
  return typeof value === "string" && (FONT_IDS as readonly string[]).includes(value);
}
