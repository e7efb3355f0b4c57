import { useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { NUMBER_RANGES } from "../signature/schema.ts";
import { getTemplate } from "../signature/templates.ts";
import { BoundRadioGroup, BoundSelectField, CheckboxField, RadioGroup } from "./choice-fields.tsx";
import { ColorField } from "./color-field.tsx";
import { EditorSection } from "./editor-section.tsx";
import { FieldError } from "./field-message.tsx";
import { useEditorForm } from "./form-context.tsx";
import { PhotoDropzone } from "./photo-dropzone.tsx";
import { widthOptions } from "./width-options.ts";

const SHAPE_CLASSES = { circle: "rounded-full", rounded: "rounded-xl", square: "rounded-none" };

export function PhotoSection() {
  const { t } = useTranslation();
  const { fields, errors, change, update } = useEditorForm();
  const [announcement, setAnnouncement] = useState("");
  const template = getTemplate(fields.template);
  const hasPhoto = fields.photoUrl !== "" && !errors.photoUrl;
  return (
    <EditorSection section="photo">
      {template.photo === "none" && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("editor.photo.noPhotoTemplate", { template: t(template.nameKey) })}
        </p>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {hasPhoto && (
          <div className="flex shrink-0 flex-col items-center gap-2">
            <img
              src={fields.photoUrl}
              alt={t("editor.photo.current")}
              width={96}
              height={96}
              className={`size-24 border border-slate-300 object-cover ${SHAPE_CLASSES[fields.photoShape]}`}
            />
            <button
              type="button"
              onClick={() => {
                change("photoUrl", "");
                setAnnouncement(t("editor.photo.removed"));
                document.getElementById("field-photo-file")?.focus();
              }}
              className="rounded-md px-2 py-1 text-sm font-medium text-red-700 underline underline-offset-2 hover:bg-red-50"
            >
              {t("editor.photo.remove")}
            </button>
          </div>
        )}
        <div className="min-w-0 flex-1">
          <PhotoDropzone
            hasPhoto={hasPhoto}
            onUploaded={(image) => update({ photoUrl: image.url, photoEnabled: true })}
          />
          <FieldError name="photoUrl" error={errors.photoUrl} />
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <CheckboxField name="photoEnabled" label={t("editor.photo.enabled")} />
      <BoundRadioGroup
        name="photoShape"
        legend={t("editor.photo.shape")}
        options={[
          { value: "circle", label: t("editor.photo.circle") },
          { value: "rounded", label: t("editor.photo.rounded") },
          { value: "square", label: t("editor.photo.square") },
        ]}
      />
      <CheckboxField name="photoBorder" label={t("editor.photo.border")} />
      {fields.photoBorder && (
        <div className="grid gap-4 border-l-2 border-slate-200 pl-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <RadioGroup
              name="photoBorderStyle"
              legend={t("editor.photo.borderStyle")}
              value={fields.photoBorderDashed ? "dashed" : "solid"}
              options={[
                { value: "solid", label: t("editor.photo.solid") },
                { value: "dashed", label: t("editor.photo.dashed") },
              ]}
              onChange={(value) => change("photoBorderDashed", value === "dashed")}
            />
          </div>
          <ColorField name="borderColor" label={t("editor.photo.borderColor")} />
          <BoundSelectField
            name="borderWidth"
            label={t("editor.photo.borderWidth")}
            options={widthOptions(NUMBER_RANGES.borderWidth, (value) =>
              t("editor.pixels", { value }),
            )}
          />
        </div>
      )}
    </EditorSection>
  );
}
