import { useEffect, useRef, useState } from "react";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { useTranslation } from "../i18n/react.tsx";
import type { ReportCheck } from "../signature/report.ts";
import type { SignatureFields } from "../signature/schema.ts";
import { inputId } from "./form-context.tsx";
import { SERVER_CHECK_ATTRIBUTE } from "./server-check.ts";
import { useCompatibilityReport } from "./use-compatibility-report.ts";

/**
 * The live compatibility report beside the preview: the checks with their one-click fixes,
 * then each email client family with what it does not (fully) support.
 */
export function CompatibilityPanel({
  fields,
  html,
  onFix,
}: {
  fields: SignatureFields;
  html: string;
  onFix: (patch: Partial<SignatureFields>) => void;
}) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const shown = useOnScreen(section);
  const { report, clientsReady, serverCheck } = useCompatibilityReport(fields, html, shown);
  const [announcement, setAnnouncement] = useState("");
  const count = report.checks.length;
  return (
    <section
      ref={section}
      aria-labelledby="report-heading"
      data-testid="compatibility-report"
      {...{ [SERVER_CHECK_ATTRIBUTE]: serverCheck ? JSON.stringify(serverCheck) : undefined }}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <h2 id="report-heading" className="text-lg font-semibold text-ink">
          {t("report.heading")}
        </h2>
        <p className="text-sm text-slate-600">{t("report.lead")}</p>
      </div>
      <p className="text-sm font-medium text-ink">
        {count === 0 ? (
          <>
            <span aria-hidden="true" className="text-emerald-700">
              ✓{" "}
            </span>
            {t("report.allGood")}
          </>
        ) : (
          t("report.problems", { count })
        )}
      </p>
      {count > 0 && (
        <ul className="grid gap-2">
          {report.checks.map((check) => (
            <CheckItem
              key={check.id}
              check={check}
              onFix={(patch) => {
                onFix(patch);
                setAnnouncement(t("report.fixed"));
              }}
            />
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="border-t border-slate-200 pt-3">
        <h3 className="text-sm font-semibold text-ink">{t("report.clientsHeading")}</h3>
        <p className="text-sm text-slate-600">{t("report.clientsLead")}</p>
        {clientsReady ? (
          <ul className="mt-2 grid gap-1" data-testid="report-clients">
            {report.clients.map((client) => (
              <li key={client.family}>
                <details className="group rounded-md px-2 py-1 open:bg-slate-50">
                  <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-medium text-ink">
                      {t(`report.families.${client.family}`)}
                    </span>
                    <span className={client.errors > 0 ? "text-red-700" : "text-slate-700"}>
                      {client.errors === 0 && client.warnings === 0
                        ? t("report.clientOk")
                        : [
                            client.errors > 0 && t("report.clientErrors", { count: client.errors }),
                            client.warnings > 0 &&
                              t("report.clientWarnings", { count: client.warnings }),
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                    </span>
                  </summary>
                  {client.findings.length > 0 && (
                    <ul className="mt-1 grid gap-0.5 pb-1 pl-4 text-sm text-slate-700">
                      {client.findings.map((finding) => (
                        <li key={`${finding.feature}-${finding.support}`}>
                          <a
                            href={finding.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="underline underline-offset-2 hover:text-brand-700"
                          >
                            {finding.feature}
                          </a>{" "}
                          —{" "}
                          {finding.support === "n" ? t("report.unsupported") : t("report.partial")}{" "}
                          ({finding.clients.map((client) => client.split(".")[1]).join(", ")})
                        </li>
                      ))}
                    </ul>
                  )}
                </details>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status" aria-busy="true" className="mt-2 text-sm text-slate-600">
            {t("report.loading")}
          </p>
        )}
      </div>
    </section>
  );
}

function CheckItem({
  check,
  onFix,
}: {
  check: ReportCheck;
  onFix: (patch: Partial<SignatureFields>) => void;
}) {
  const { t, i18n } = useTranslation();
  // as the server drew it, until hydrated: a click would be lost
  const hydrated = useHydrated();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const values = Object.fromEntries(
    Object.entries(check.values).map(([name, value]) => [
      name,
      // `count` chooses the plural form: it stays a number
      typeof value === "number" && name !== "count" ? number.format(value) : value,
    ]),
  );
  const messageId = `check-${check.id}`;
  const error = check.severity === "error";
  return (
    <li
      data-check={check.id}
      className={`flex flex-wrap items-start gap-2 rounded-md px-3 py-2 text-sm ${
        error ? "bg-red-50 text-red-900" : "bg-amber-50 text-amber-950"
      }`}
    >
      <span aria-hidden="true">{error ? "✕" : "⚠"}</span>
      <span id={messageId} className="min-w-0 flex-1">
        {t(`report.${check.message}`, values)}
        {check.values.color !== undefined && (
          <span
            aria-hidden="true"
            className="ml-1 inline-block size-3 rounded-sm border border-slate-400 align-middle"
            style={{ backgroundColor: String(check.values.color) }}
          />
        )}
      </span>
      {check.fix ? (
        <button
          type="button"
          onClick={() => onFix(check.fix!)}
          disabled={!hydrated}
          aria-describedby={messageId}
          className="rounded-md bg-white px-2.5 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          {t("report.fix")}
        </button>
      ) : (
        check.field && (
          <button
            type="button"
            onClick={() => document.getElementById(inputId(check.field!))?.focus()}
            disabled={!hydrated}
            aria-describedby={messageId}
            className="rounded-md bg-white px-2.5 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-400 hover:bg-slate-50"
          >
            {t("report.goToField")}
          </button>
        )
      )}
    </li>
  );
}

/** Whether `element` has come near the screen (it stays true once it has). */
function useOnScreen(element: React.RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}
