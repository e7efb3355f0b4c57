import { SignatureHtml } from "../components/signature-html.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { CharacterCount } from "./character-count.tsx";

/** The live preview: exactly the HTML string that gets copied, in a white card. */
export function Preview({
  html,
  headingId = "preview-heading",
}: {
  html: string;
  headingId?: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t("editor.preview.heading")}
        </h2>
        <p className="text-sm text-slate-600">{t("editor.preview.caption")}</p>
      </div>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <SignatureHtml html={html} testId="signature-preview" />
      </div>
      <CharacterCount html={html} />
    </section>
  );
}
