import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { GMAIL_SIGNATURE_LIMIT } from "../signature/measure.ts";

// The steps of each guide, in order; `tip` is an optional closing note.
const GUIDES = [
  {
    id: "gmail",
    title: "export.guides.gmail.title",
    steps: [
      "export.guides.gmail.step1",
      "export.guides.gmail.step2",
      "export.guides.gmail.step3",
      "export.guides.gmail.step4",
      "export.guides.gmail.step5",
      "export.guides.gmail.step6",
    ],
    tip: "export.guides.gmail.tip",
  },
  {
    id: "outlook-new",
    title: "export.guides.outlookNew.title",
    steps: [
      "export.guides.outlookNew.step1",
      "export.guides.outlookNew.step2",
      "export.guides.outlookNew.step3",
      "export.guides.outlookNew.step4",
      "export.guides.outlookNew.step5",
      "export.guides.outlookNew.step6",
    ],
    tip: null,
  },
  {
    id: "outlook-classic",
    title: "export.guides.outlookClassic.title",
    steps: [
      "export.guides.outlookClassic.step1",
      "export.guides.outlookClassic.step2",
      "export.guides.outlookClassic.step3",
      "export.guides.outlookClassic.step4",
      "export.guides.outlookClassic.step5",
      "export.guides.outlookClassic.step6",
    ],
    tip: "export.guides.outlookClassic.tip",
  },
  {
    id: "apple-mail",
    title: "export.guides.appleMail.title",
    steps: [
      "export.guides.appleMail.step1",
      "export.guides.appleMail.step2",
      "export.guides.appleMail.step3",
      "export.guides.appleMail.step4",
      "export.guides.appleMail.step5",
      "export.guides.appleMail.step6",
    ],
    tip: "export.guides.appleMail.tip",
  },
  {
    id: "iphone",
    title: "export.guides.iphone.title",
    steps: [
      "export.guides.iphone.step1",
      "export.guides.iphone.step2",
      "export.guides.iphone.step3",
      "export.guides.iphone.step4",
      "export.guides.iphone.step5",
    ],
    tip: "export.guides.iphone.tip",
  },
  {
    id: "other",
    title: "export.guides.other.title",
    steps: [
      "export.guides.other.step1",
      "export.guides.other.step2",
      "export.guides.other.step3",
      "export.guides.other.step4",
    ],
    tip: "export.guides.other.tip",
  },
] as const;

/** Step-by-step install guides, one disclosure panel per email client (Gmail open first). */
export function InstallGuides() {
  const { t } = useTranslation();
  const locale = useLocale();
  const limit = new Intl.NumberFormat(locale).format(GMAIL_SIGNATURE_LIMIT);
  return (
    <section aria-labelledby="install-guides-heading" className="grid gap-3">
      <div>
        <h2 id="install-guides-heading" className="text-xl font-semibold text-ink">
          {t("export.guides.heading")}
        </h2>
        <p className="text-slate-700">{t("export.guides.lead")}</p>
      </div>
      <div className="grid gap-2">
        {GUIDES.map((guide, index) => (
          <details
            key={guide.id}
            id={`guide-${guide.id}`}
            open={index === 0}
            className="group rounded-lg border border-slate-300 bg-white open:border-brand-600"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <h3>{t(guide.title)}</h3>
              <span aria-hidden="true" className="text-slate-600 transition group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="border-t border-slate-200 px-4 pt-3 pb-4">
              <ol className="grid list-decimal gap-2 pl-6 text-slate-800 marker:font-semibold marker:text-brand-700">
                {guide.steps.map((step) => (
                  <li key={step}>{t(step)}</li>
                ))}
              </ol>
              {guide.tip && (
                <p className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-slate-800">
                  {t(guide.tip, { limit })}
                </p>
              )}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
