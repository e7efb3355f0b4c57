import { useDeferredValue, useLayoutEffect, useMemo, useState } from "react";
import { allowanceOf } from "../billing/rules.ts";
import { usePageQuery } from "../components/page-query.tsx";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { useMediaQuery } from "../hooks/use-media-query.ts";
import { usePublicConfig } from "../hooks/use-public-config.ts";
import { valueStore } from "../hooks/value-store.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pagePath } from "../route-table.ts";
import { render } from "../signature/render.ts";
import { coerceSignatureFields } from "../signature/schema.ts";
import { useStoredSignatures } from "../signatures/hooks.ts";
import { CloudNotice } from "../signatures/index.ts";
import { DetailsSection } from "./details-section.tsx";
import { EditorToolbar } from "./editor-toolbar.tsx";
import { type EditorForm, EditorFormProvider } from "./form-context.tsx";
import type { ReportInput } from "./later-parts.ts";
import { LaterReport } from "./later-report.tsx";
import { LaterSections } from "./later-sections.tsx";
import { Preview } from "./preview.tsx";
import { hasNoDetails, withSampleDetails } from "./sample-details.ts";
import { SignatureNotFound } from "./signature-not-found.tsx";
import { TemplatePicker } from "./template-picker.tsx";
import { useRenderOptions } from "./use-render-options.ts";
import { useSignatureDraft } from "./use-signature-draft.ts";
import { useUndoShortcut } from "./use-undo-shortcut.ts";

/** Moves focus to the first field that keeps the signature from being saved. */
function focusFirstProblem() {
  const target =
    document.querySelector<HTMLElement>('#signature-form [aria-invalid="true"]') ??
    document.querySelector<HTMLElement>('#section-template input[type="radio"]:checked');
  target?.focus();
}

/** The /app editor: the form beside a live preview, autosaved in this browser. */
export function SignatureEditor() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { params, go } = usePageQuery();
  const id = params.get("id");
  const draft = useSignatureDraft({
    id,
    template: params.get("template"),
    fullName: params.get("name"),
  });
  const [startedNew] = useState(id === null);
  const renderOptions = useRenderOptions();
  const { samplePhotoUrl } = usePublicConfig();
  const fields = useMemo(() => coerceSignatureFields(draft.effective), [draft.effective]);
  const html = useMemo(() => render(fields, renderOptions).html, [fields, renderOptions]);
  // Beside the preview on wide screens; after the form on phones, where the preview is small.
  const wide = useMediaQuery("(min-width: 64rem)");
  // The character count follows the keystrokes a render behind the preview: computed in an
  // interruptible render, it never delays the preview (docs/architecture.md#editor-speed).
  const settledHtml = useDeferredValue(html);
  // Until the person types, the preview shows the example person instead of an empty card.
  const sample = hasNoDetails(draft.effective);
  const pictured = useMemo(
    () => withSampleDetails(draft.effective, fields.language, samplePhotoUrl),
    [draft.effective, fields.language, samplePhotoUrl],
  );
  const previewHtml = useMemo(
    () => (sample ? render(coerceSignatureFields(pictured), renderOptions).html : html),
    [sample, pictured, html, renderOptions],
  );
  useUndoShortcut(draft.undo, draft.phase === "ready");
  const isPaid = draft.access.isPaid;
  const form = useMemo<EditorForm>(
    () => ({
      fields: draft.fields,
      errors: draft.errors,
      change: draft.change,
      update: draft.update,
      allowance: allowanceOf(isPaid),
    }),
    [draft.fields, draft.errors, draft.change, draft.update, isPaid],
  );
  // The sections below the first screen and the report, whose code comes when needed, read
  // what they show from stores (./deferred-part.tsx).
  const [formStore] = useState(() => valueStore(form));
  useLayoutEffect(() => formStore.publish(form), [formStore, form]);
  const reportInput = useMemo<ReportInput>(
    () => ({ fields, html, onFix: draft.update }),
    [fields, html, draft.update],
  );
  const [reportStore] = useState(() => valueStore(reportInput));
  useLayoutEffect(() => reportStore.publish(reportInput), [reportStore, reportInput]);
  const report = <LaterReport store={reportStore} />;

  const hydrated = useHydrated();
  const signatures = useStoredSignatures();
  const inCloud = signatures.some((s) => s.id === draft.savedId && s.userId !== null);
  if (draft.phase === "notFound") return <SignatureNotFound />;

  const finish = () => {
    const savedId = draft.saveNow();
    if (savedId === null) {
      focusFirstProblem();
      return;
    }
    go(`${pagePath("mySignature", locale)}?id=${encodeURIComponent(savedId)}`);
  };

  const loading = draft.phase === "loading";
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {startedNew ? t("editor.newHeading") : t("editor.heading")}
        </h1>
        {!loading && (
          <EditorToolbar
            status={draft.status}
            inCloud={inCloud}
            canUndo={draft.canUndo}
            onUndo={draft.undo}
            onFinish={finish}
          />
        )}
        <CloudNotice />
      </div>
      {loading ? (
        <p role="status" aria-busy="true" className="py-16 text-center text-slate-700">
          {t("editor.loading")}
        </p>
      ) : (
        // A column of flex items below lg: a grid item could only stick within its own row.
        <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          {/* Phones keep a small preview stuck above the form; wide screens, a full one beside it. */}
          <aside className="sticky top-0 z-10 -mx-4 max-h-[75vh] overflow-y-auto border-b border-slate-200 bg-white/95 px-4 py-2 shadow-sm backdrop-blur lg:top-4 lg:col-start-2 lg:row-start-1 lg:mx-0 lg:max-h-none lg:self-start lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none">
            <Preview
              html={previewHtml}
              countedHtml={settledHtml}
              sample={sample}
              collapsible
              darkModeSwitch
            />
            {/* The server draws the report here, where wide screens keep it; phones show it after the form. */}
            {(!hydrated || wide) && <div className="mt-4 max-lg:hidden">{report}</div>}
          </aside>
          <form
            id="signature-form"
            aria-label={t("editor.formLabel")}
            noValidate
            onSubmit={(event) => event.preventDefault()}
            // Below lg a field that gets focus scrolls clear of the stuck preview.
            className="min-w-0 lg:col-start-1 lg:row-start-1 max-lg:[&_:is(input,select,textarea)]:scroll-mt-48"
          >
            {/* Until React has hydrated, typing would be lost: the fields wait for it. */}
            <fieldset disabled={!hydrated} className="grid min-w-0 gap-6">
              <EditorFormProvider value={form}>
                <TemplatePicker
                  pictured={pictured}
                  access={draft.access}
                  trial={draft.templateTrial}
                  notice={draft.templateNotice}
                />
                <DetailsSection />
              </EditorFormProvider>
              <LaterSections store={formStore} />
            </fieldset>
            {hydrated && !wide && <div className="mt-6">{report}</div>}
          </form>
        </div>
      )}
    </div>
  );
}
