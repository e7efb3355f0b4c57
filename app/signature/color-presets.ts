// Ready-made colours for the name and the accent. Both are drawn as text on white (the
// accent also as the button's background, under white text), so each preset reads at
// WCAG AA for normal text: a contrast of at least 4.5:1 with white (color-presets.test.ts).
export const COLOR_PRESETS = [
  { id: "ink", color: "#111827" },
  { id: "graphite", color: "#374151" },
  { id: "navy", color: "#1e3a8a" },
  { id: "blue", color: "#186ad5" },
  { id: "teal", color: "#0f766e" },
  { id: "green", color: "#166534" },
  { id: "plum", color: "#6b21a8" },
  { id: "berry", color: "#9d174d" },
  { id: "red", color: "#b91c1c" },
  { id: "rust", color: "#9a3412" },
] as const;

export type ColorPreset = (typeof COLOR_PRESETS)[number];
export type ColorPresetId = ColorPreset["id"];

/** The minimum contrast with white of a colour used for text. */
export const MIN_TEXT_CONTRAST = 4.5;
