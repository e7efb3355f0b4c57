import { useDeferredValue } from "react";
import { useStoreValue } from "../hooks/value-store.ts";
import { CompatibilityPanel } from "./compatibility-panel.tsx";
import type { LaterReportProps } from "./later-parts.ts";

/** The report of what the editor publishes, loaded when needed (./later-report.tsx). */
export function ReportContent({ store }: LaterReportProps) {
  const { fields, html, onFix } = useStoreValue(store);
  // The report follows the keystrokes a render behind the preview: computed in an
  // interruptible render, it never delays the preview (docs/architecture.md#editor-speed).
  const settledFields = useDeferredValue(fields);
  const settledHtml = useDeferredValue(html);
  return <CompatibilityPanel fields={settledFields} html={settledHtml} onFix={onFix} />;
}
