import { useTranslation, WithMessages } from "../i18n/react.tsx";
import { deferredPart } from "./deferred-part.tsx";
import type { LaterReportProps } from "./later-parts.ts";
import { REPORT_MESSAGES } from "./messages/browser.ts";
import { serverCheckOnPage } from "./server-check.ts";

// The compatibility report (its panel, the checks, the dark-mode contrasts and their texts,
// about 6 kB gzipped): the server draws it with the page, complete; its code loads at the person's first
// sign of use (./deferred-part.tsx), before which nothing in it can change.

// now, while the page is as the server sent it
serverCheckOnPage();

export const LaterReport = deferredPart<LaterReportProps>({
  load: (locale) =>
    Promise.all([import("./report-content.tsx"), REPORT_MESSAGES[locale]()]).then(
      ([{ ReportContent }, { default: messages }]) =>
        function WithItsMessages(props: LaterReportProps) {
          return (
            <WithMessages messages={messages}>
              <ReportContent {...props} />
            </WithMessages>
          );
        },
    ),
  // drawn anew after hydration (on a phone, after the form): with the rest, when needed
  shownLater: "whenNeeded",
  fallback: ReportLoading,
});

function ReportLoading() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="report-heading"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="report-heading" className="text-lg font-semibold text-ink">
        {t("report.heading")}
      </h2>
      <p role="status" aria-busy="true" className="text-sm text-slate-600">
        {t("report.loading")}
      </p>
    </section>
  );
}
