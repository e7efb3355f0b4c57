import { Link } from "react-router";
import { useTranslation } from "../i18n/react.tsx";
import type { TemplateInfo } from "../signature/templates.ts";
import { SignatureThumbnail } from "./signature-thumbnail.tsx";

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
      <div className="flex-1 border-b border-slate-100 bg-white p-4" data-template-thumbnail>
        <SignatureThumbnail html={html} />
      </div>
      <div className="flex flex-col gap-1 p-4">
        <Heading className="flex items-center gap-2 font-semibold">
          <Link to={to} className="after:absolute after:inset-0 focus:outline-none">
            {t(template.nameKey)}
          </Link>
          {template.pro && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t("templates.pro")}
            </span>
          )}
        </Heading>
        <p className="text-sm text-slate-700">{t(template.descriptionKey)}</p>
      </div>
    </li>
  );
}
