import { useMemo } from "react";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import type { RenderOptions } from "../signature/render.ts";

/** How this page renders signatures: photos and credit link (in this page's locale) on this
 * product's host; the words follow each signature's own language. */
export function useRenderOptions(): RenderOptions {
  const locale = useLocale();
  const { publicUrl, appName } = usePublicConfig();
  return useMemo(
    () => ({
      origin: publicUrl,
      homeUrl: `${publicUrl}${pagePath("home", locale)}`,
      appName,
    }),
    [locale, publicUrl, appName],
  );
}
