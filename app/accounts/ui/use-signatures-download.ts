import { usePublicConfig } from "../../hooks/use-public-config.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { useLocale } from "../../i18n/use-locale.ts";
import { pagePath } from "../../route-table.ts";
import { downloadFile } from "../../signatures/download.ts";
import type { StoredSignature } from "../../signatures/signatures.ts";

/** The name a signature is listed under: its name, else its person's, else "Untitled". */
export function useShownName(): (signature: StoredSignature) => string {
  const { t } = useTranslation();
  return (signature) => signature.name || signature.fullName || t("library.untitled");
}

/**
 * Downloads signatures as one ZIP of .htm files, in the page's language (ADR 028). The
 * renderer and the ZIP code load on the first use: the account page stays light.
 */
export function useSignaturesDownload(): (list: readonly StoredSignature[]) => Promise<void> {
  const locale = useLocale();
  const { publicUrl, appName } = usePublicConfig();
  const nameOf = useShownName();
  return async (list) => {
    const { signaturesZip } = await import("../signatures-zip.ts");
    const bytes = await signaturesZip(list, {
      render: {
        origin: publicUrl,
        homeUrl: `${publicUrl}${pagePath("home", locale)}`,
        appName,
      },
      nameOf,
    });
    downloadFile("signatures.zip", bytes, "application/zip");
  };
}
