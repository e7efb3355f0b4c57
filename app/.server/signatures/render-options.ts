import type { Locale } from "../../i18n/locales.ts";
import { pagePath } from "../../route-table.ts";
import type { RenderOptions } from "../../signature/render.ts";
import type { Config } from "../env.ts";

/** Rendering as the editor does: photos and the credit link on this product's own URL. */
export function serverRenderOptions(config: Config, locale: Locale): RenderOptions {
  return {
    locale,
    origin: config.publicUrl,
    homeUrl: `${config.publicUrl}${pagePath("home", locale)}`,
    appName: config.appName,
  };
}
