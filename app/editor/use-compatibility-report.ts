import { useEffect, useMemo, useState } from "react";
import type { CompatibilityFinding } from "../signature/compatibility/checker.ts";
import { type CompatibilityReport, compatibilityReport } from "../signature/report.ts";
import type { SignatureFields } from "../signature/schema.ts";

type Checker = (html: string) => CompatibilityFinding[];
let checker: Promise<Checker> | undefined;

/**
 * The caniemail checker and the part of its data signatures can show (~5 kB gzipped), fetched
 * once, when a report is first shown.
 */
function loadChecker(): Promise<Checker> {
  checker ??= import("../signature/compatibility/check-signature.ts").then(
    (module) => module.checkSignatureCompatibility,
  );
  return checker;
}

/**
 * The report of the signature as rendered, recomputed as it changes; the client part waits
 * for the checker, fetched once the report is `shown` (on screen, or about to be).
 */
export function useCompatibilityReport(
  fields: SignatureFields,
  html: string,
  shown: boolean,
): { report: CompatibilityReport; clientsReady: boolean } {
  const [check, setCheck] = useState<Checker | null>(null);
  useEffect(() => {
    if (!shown) return;
    let live = true;
    loadChecker().then(
      (loaded) => live && setCheck(() => loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [shown]);
  const report = useMemo(
    () => compatibilityReport(fields, html, check ? check(html) : []),
    [fields, html, check],
  );
  return { report, clientsReady: check !== null };
}
