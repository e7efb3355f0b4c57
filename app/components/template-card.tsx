import { Link } from "react-router";
import { useTranslation } from "../i18n/react.tsx";
import type { TemplateInfo } from "../signature/templates.ts";
import { SignatureHtml } from "./signature-html.tsx";

/** A template in a gallery: its live rendering with sample details, name and description. */
export function TemplateCard({
  template,
  html,
  to,
  headingLevel: Heading = "h3",
}: {
  template: TemplateInfo;
  html: string;
  to: string;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-600 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      {/* A picture of the template: inert, so its links are neither focusable nor announced. */}
      <div
        inert
        className="pointer-events-none h-44 overflow-hidden border-b border-slate-100 bg-white p-4 select-none"
      >
        <div className="origin-top-left scale-[0.8]">
          <SignatureHtml html={html} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="flex items-center gap-2 font-semibold">
          <Link to={to} className="after:absolute after:inset-0 focus:outline-none">
            {t(template.nameKey)}
          </Link>
          {template.pro && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Pro
            </span>
          )}
        </Heading>
        <p className="text-sm text-slate-700">{t(template.descriptionKey)}</p>
      </div>
    </li>
  );
}
