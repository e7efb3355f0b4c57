import { use, useEffect, useMemo, useState } from "react";
import type { CompatibilityFinding } from "../signature/compatibility/checker.ts";
import { compatibilityShape } from "../signature/compatibility/shape.ts";
import { type CompatibilityReport, compatibilityReport } from "../signature/report.ts";
import type { SignatureFields } from "../signature/schema.ts";
import { type ServerCheck, serverCheckOnPage } from "./server-check.ts";

type Checker = (html: string) => CompatibilityFinding[];
let checker: Promise<Checker> | undefined;

/**
 * The caniemail checker and the part of its data signatures can show (~5 kB gzipped), fetched
 * once, when a report is first shown with a signature the server did not check.
 */
function loadChecker(): Promise<Checker> {
  checker ??= import("../signature/compatibility/check-signature.ts").then(
    (module) => module.checkSignatureCompatibility,
  );
  return checker;
}

/**
 * On the server, the check of the signature it renders (the island's render gives the
 * checker: app/entry.react-island.tsx); in the browser, that check as the page carries it.
 */
function serverCheck(check: Checker | null, html: string): ServerCheck | null {
  if (!check) return serverCheckOnPage();
  const shape = compatibilityShape(html);
  return shape === null ? null : { shape, findings: check(html) };
}

/**
 * The report of the signature as rendered, recomputed as it changes. While the signature has
 * the shape the server checked (typing changes words, not shape), the server's findings are
 * the report's; otherwise it waits for the checker, fetched once the report is `shown` (on
 * screen, or about to be). `serverCheck` is what the panel records for hydration.
 */
export function useCompatibilityReport(
  fields: SignatureFields,
  html: string,
  shown: boolean,
): { report: CompatibilityReport; clientsReady: boolean; serverCheck: ServerCheck | null } {
  // the server draws the report with the checker's findings (it waits for the import)
  const checkOnServer = typeof document === "undefined" ? use(loadChecker()) : null;
  const [first] = useState(() => serverCheck(checkOnServer, html));
  const shape = useMemo(() => compatibilityShape(html), [html]);
  const known = first !== null && shape === first.shape;
  const [check, setCheck] = useState<Checker | null>(null);
  useEffect(() => {
    if (!shown || known) return;
    let live = true;
    loadChecker().then(
      (loaded) => live && setCheck(() => loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [shown, known]);
  const findings = known ? first.findings : check ? check(html) : null;
  const report = useMemo(
    () => compatibilityReport(fields, html, findings ?? []),
    [fields, html, findings],
  );
  return { report, clientsReady: findings !== null, serverCheck: first };
}
