import type { Config } from "../../.server/env.ts";
import type { Locale } from "../../i18n/locales.ts";
import { pagePath } from "../../route-table.ts";
import type { RenderOptions } from "../../signature/render.ts";

/** Rendering as the editor does: photos and the credit link on this product's own URL (in
 * `locale`, the reader's language; the signature's words follow its own `language`). */
export function serverRenderOptions(config: Config, locale: Locale): RenderOptions {
  return {
    origin: config.publicUrl,
    homeUrl: `${config.publicUrl}${pagePath("home", locale)}`,
    appName: config.appName,
  };
}
