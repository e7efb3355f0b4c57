// What the editor gives its parts whose code comes when needed (./deferred-part.tsx): a store
// each, which never changes while what it holds does.
import type { ValueStore } from "../hooks/value-store.ts";
import type { SignatureFields } from "../signature/schema.ts";
import type { EditorForm } from "./form-context.tsx";

/** The form, for the sections below the first screen (./later-sections.tsx). */
export type LaterSectionsProps = { store: ValueStore<EditorForm> };

/** The element around the later sections, watched until they come into view. */
export const LATER_SECTIONS_ID = "later-sections";

/** What the report is of: the signature as the editor last rendered it, and how to fix it. */
export type ReportInput = {
  fields: SignatureFields;
  html: string;
  onFix: (patch: Partial<SignatureFields>) => void;
};

/** The report's input, for the compatibility report (./later-report.tsx). */
export type LaterReportProps = { store: ValueStore<ReportInput> };
