// The style choices a signature offers beyond colours and font: text size, spacing and photo
// size. Every template honours them through the model (model.ts) and the parts it draws with.
import type { PhotoSize } from "./photo-url.ts";

export const FONT_SIZES = ["small", "normal", "large"] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/** Pixels added to every font size and line height: body text is 12, 13 or 14 px. */
export const FONT_SIZE_STEPS: Record<FontSize, number> = { small: -1, normal: 0, large: 1 };

export const SPACINGS = ["compact", "normal", "airy"] as const;
export type Spacing = (typeof SPACINGS)[number];

/** What every gap and padding between blocks is multiplied by. */
export const SPACING_FACTORS: Record<Spacing, number> = { compact: 0.5, normal: 1, airy: 1.5 };

/**
 * Photo sizes a person may pick, in CSS pixels, or "auto" for the template's own size. A
 * subset of the hosted variant sizes (PHOTO_SIZES), so no new variant can be asked for.
 */
export const PHOTO_SIZE_CHOICES = [48, 64, 80, 96, 112] as const satisfies readonly PhotoSize[];
export type PhotoSizeChoice = "auto" | (typeof PHOTO_SIZE_CHOICES)[number];

export function isPhotoSizeChoice(value: unknown): value is PhotoSizeChoice {
  return value === "auto" || (PHOTO_SIZE_CHOICES as readonly unknown[]).includes(value);
}

/**
 * How social links look: icons in a disc of the icon colour ("circles"), the bare glyphs
 * ("icons"), or the networks' names as text links ("text").
 */
export const SOCIAL_STYLES = ["circles", "icons", "text"] as const;
export type SocialStyle = (typeof SOCIAL_STYLES)[number];
