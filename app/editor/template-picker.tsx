import { memo, useMemo } from "react";
import { ProLink } from "../billing/index.ts";
import { canUseTemplate, type TemplateAccess, type TemplateTrial } from "../billing/rules.ts";
import { SignatureThumbnail } from "../components/signature-thumbnail.tsx";
import { useValueAfterPause } from "../hooks/use-value-after-pause.ts";
import { useTranslation } from "../i18n/react.tsx";
import { render } from "../signature/render.ts";
import { coerceSignatureFields, type SignatureFields } from "../signature/schema.ts";
import { getTemplate, TEMPLATES, type TemplateId } from "../signature/templates.ts";
import { EditorSection } from "./editor-section.tsx";
import { FieldError } from "./field-message.tsx";
import { useEditorForm } from "./form-context.tsx";
import { TemplateTrialNotice } from "./template-trial-notice.tsx";
import { useRenderOptions } from "./use-render-options.ts";
import type { TemplateNotice } from "./use-signature-draft.ts";

const PRO_NOTE_ID = "template-pro-note";

/**
 * How long typing pauses before the pictures follow it. Drawing all of them again (a render
 * each, their shadow roots, the grid's layout) took most of the time between two keystrokes at
 * a 4× CPU slowdown and held up the next one (docs/architecture.md#editor-speed).
 */
const PICTURES_PAUSE_MS = 400;

/** One template drawn with `fields`: each its own component, so React can pause between them. */
const TemplatePicture = memo(function TemplatePicture({
  id,
  fields,
}: {
  id: TemplateId;
  /** already valid (coerced once for every picture): only the template changes */
  fields: SignatureFields;
}) {
  const options = useRenderOptions();
  const html = useMemo(
    () => render({ ...fields, template: id }, options).html,
    [fields, id, options],
  );
  return (
    <SignatureThumbnail html={html} className="rounded border border-slate-200 bg-white p-2" />
  );
});

/**
 * Template choice as radio cards, each with a live picture of the signature in that template
 * (the person's details, the example person's where empty). Any template can be tried, Pro
 * ones included (ADR 019).
 */
export function TemplatePicker({
  pictured,
  access,
  trial,
  notice,
}: {
  /** what the pictures show */
  pictured: SignatureFields;
  access: TemplateAccess;
  /** the chosen template is only tried, not saved */
  trial: TemplateTrial | null;
  notice: TemplateNotice;
}) {
  const { t } = useTranslation();
  const { fields, errors, change, allowance } = useEditorForm();
  const error = errors.template;
  const pictureInput = useValueAfterPause(pictured, PICTURES_PAUSE_MS);
  const pictureFields = useMemo(() => coerceSignatureFields(pictureInput), [pictureInput]);
  return (
    <EditorSection section="template" description={t("editor.template.description")}>
      {notice && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("editor.template.proRequested", {
            template: t(getTemplate(notice.requested).nameKey),
            fallback: t(getTemplate(notice.fallback).nameKey),
          })}{" "}
          <ProLink />
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2">
        {TEMPLATES.map((template) => {
          const allowed = canUseTemplate(template.id, access);
          const descriptionId = `template-${template.id}-description`;
          return (
            <label
              key={template.id}
              data-template-option={template.id}
              className="row-span-2 grid cursor-pointer grid-rows-subgrid gap-2 rounded-lg border border-slate-300 p-2 hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
            >
              <TemplatePicture id={template.id} fields={pictureFields} />
              <span className="flex gap-2 px-1 pb-1">
                <input
                  type="radio"
                  name="template"
                  value={template.id}
                  checked={fields.template === template.id}
                  aria-describedby={
                    template.pro && !allowed ? `${descriptionId} ${PRO_NOTE_ID}` : descriptionId
                  }
                  onChange={() => change("template", template.id)}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                />
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-ink">
                    {t(template.nameKey)}
                    {template.pro && (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        {t("templates.pro")}
                      </span>
                    )}
                  </span>
                  <span id={descriptionId} className="block text-xs text-slate-600">
                    {t(template.descriptionKey)}
                  </span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {!allowance.proTemplates && (
        <p id={PRO_NOTE_ID} className="text-sm text-slate-700">
          {access.hasFreeTemplate
            ? t("editor.template.proFree")
            : access.ownedTemplate
              ? t("editor.template.proOwned")
              : t("editor.template.proLocked")}{" "}
          <ProLink />
        </p>
      )}
      <TemplateTrialNotice trial={trial} />
      {trial?.kind !== "locked" && <FieldError name="template" error={error} />}
    </EditorSection>
  );
}
