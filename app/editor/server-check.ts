// The caniemail findings of the signature the server drew, as the page carries them for the
// report (./use-compatibility-report.ts): read once, from the page as the server sent it.
import type { CompatibilityFinding } from "../signature/compatibility/checker.ts";

/** What the server found in the page's first signature, by the shape it checked. */
export type ServerCheck = { shape: string; findings: CompatibilityFinding[] };

/** The report's element carries the server's check (`data-server-check`), for hydration. */
export const SERVER_CHECK_ATTRIBUTE = "data-server-check";

let fromPage: ServerCheck | null | undefined;

/**
 * The server's check as the page carries it. Read when the editor's script starts (by
 * ./later-report.tsx), before hydration may take the server's report out of the page (a
 * phone shows the report elsewhere, drawn anew).
 */
export function serverCheckOnPage(): ServerCheck | null {
  if (typeof document === "undefined") return null;
  fromPage ??= readServerCheck();
  return fromPage;
}

function readServerCheck(): ServerCheck | null {
  const recorded = document.querySelector(`[${SERVER_CHECK_ATTRIBUTE}]`);
  try {
    return JSON.parse(
      recorded?.getAttribute(SERVER_CHECK_ATTRIBUTE) ?? "null",
    ) as ServerCheck | null;
  } catch {
    return null;
  }
}
