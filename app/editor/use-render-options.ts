import { useMemo } from "react";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import type { RenderOptions } from "../signature/render.ts";

/** How this page renders signatures: its locale, photos and credit link on this product's host. */
export function useRenderOptions(): RenderOptions {
  const locale = useLocale();
  const { publicUrl, appName } = usePublicConfig();
  return useMemo(
    () => ({
      locale,
      origin: publicUrl,
      homeUrl: `${publicUrl}${pagePath("home", locale)}`,
      appName,
    }),
    [locale, publicUrl, appName],
  );
}
