import { type ComponentProps, lazy, Suspense } from "react";
import { useTranslation } from "../../i18n/react.tsx";

// The member form and the spreadsheet import open on a click: their code (the import's column
// mapping and row checks among it) loads then, not with the page (docs/architecture.md#editor-speed).

const LazyMemberForm = lazy(() =>
  import("./member-form.tsx").then((module) => ({ default: module.MemberForm })),
);
const LazyRosterImport = lazy(() =>
  import("./roster-import.tsx").then((module) => ({ default: module.RosterImport })),
);

/** What shows while a part of the page loads. */
export function Opening() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-sm text-slate-700">
      {t("teams.roster.opening")}
    </p>
  );
}

export function MemberForm(props: ComponentProps<typeof LazyMemberForm>) {
  return (
    <Suspense fallback={<Opening />}>
      <LazyMemberForm {...props} />
    </Suspense>
  );
}

export function RosterImport(props: ComponentProps<typeof LazyRosterImport>) {
  return (
    <Suspense fallback={<Opening />}>
      <LazyRosterImport {...props} />
    </Suspense>
  );
}
