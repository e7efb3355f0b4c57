import { useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import {
  BANNER_MAX,
  bannerVariantPath,
  fitWithin,
  LOGO_BOX,
  logoVariantPath,
  parseBannerUrl,
  parseLogoUrl,
} from "../signature/photo-url.ts";
import { CheckboxField } from "./choice-fields.tsx";
import { EditorSection } from "./editor-section.tsx";
import { FieldError } from "./field-message.tsx";
import { useEditorForm } from "./form-context.tsx";
import { PhotoDropzone } from "./photo-dropzone.tsx";
import type { UploadedImage } from "./photo-upload.ts";
import { TextField } from "./text-field.tsx";

/** The stored logo URL of an uploaded image: its display size and tone are in the path. */
export function logoUrlOf(image: UploadedImage): string {
  const size = fitWithin(image.width, image.height, LOGO_BOX);
  const path = logoVariantPath(image.id, { ...size, tone: image.tone, halo: false });
  return `${new URL(image.url).origin}${path}`;
}

export function bannerUrlOf(image: UploadedImage): string {
  const size = fitWithin(image.width, image.height, BANNER_MAX);
  return `${new URL(image.url).origin}${bannerVariantPath(image.id, size)}`;
}

/** Company logo and banner: uploaded like the photo, shown at their own ratio. */
export function BrandSection() {
  const { t } = useTranslation();
  const { fields, errors, change, update } = useEditorForm();
  const [announcement, setAnnouncement] = useState("");
  const logo = errors.logoUrl ? null : parseLogoUrl(fields.logoUrl);
  const banner = errors.bannerUrl ? null : parseBannerUrl(fields.bannerUrl);

  const removeButton = (label: string, onClick: () => void) => (
    <button
      type="button"
      onClick={onClick}
      className="rounded-md px-2 py-1 text-sm font-medium text-red-700 underline underline-offset-2 hover:bg-red-50"
    >
      {label}
    </button>
  );

  return (
    <EditorSection section="brand" description={t("editor.brand.hint")}>
      <div className="grid gap-3">
        <h3 className="text-sm font-semibold text-ink">{t("editor.brand.logo")}</h3>
        {logo && (
          <div className="flex flex-wrap items-center gap-3">
            <img
              src={fields.logoUrl}
              alt={t("editor.brand.currentLogo")}
              width={logo.width}
              height={logo.height}
              className="rounded border border-slate-300 bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:12px_12px]"
            />
            {removeButton(t("editor.brand.removeLogo"), () => {
              update({ logoUrl: "", logoHalo: false });
              setAnnouncement(t("editor.brand.logoRemoved"));
              document.getElementById("field-logo-file")?.focus();
            })}
          </div>
        )}
        <PhotoDropzone
          id="logo"
          hasPhoto={logo !== null}
          texts={{
            dropzone: t("editor.brand.logoDropzone"),
            choose: t("editor.brand.chooseLogo"),
            replace: t("editor.brand.replaceLogo"),
            uploading: (percent) => t("editor.brand.uploading", { percent }),
            uploaded: t("editor.brand.logoUploaded"),
          }}
          onUploaded={(image) => update({ logoUrl: logoUrlOf(image), logoHalo: false })}
        />
        <FieldError name="logoUrl" error={errors.logoUrl} />
        {logo && (
          <CheckboxField
            name="logoHalo"
            label={t("editor.brand.halo")}
            hint={t("editor.brand.haloHint")}
          />
        )}
      </div>
      <div className="grid gap-3 border-t border-slate-200 pt-4">
        <h3 className="text-sm font-semibold text-ink">{t("editor.brand.banner")}</h3>
        {banner && (
          <div className="flex flex-col items-start gap-2">
            <img
              src={fields.bannerUrl}
              alt={t("editor.brand.currentBanner")}
              width={banner.width}
              height={banner.height}
              className="h-auto max-w-full rounded border border-slate-300"
            />
            {removeButton(t("editor.brand.removeBanner"), () => {
              change("bannerUrl", "");
              setAnnouncement(t("editor.brand.bannerRemoved"));
              document.getElementById("field-banner-file")?.focus();
            })}
          </div>
        )}
        <PhotoDropzone
          id="banner"
          hasPhoto={banner !== null}
          texts={{
            dropzone: t("editor.brand.bannerDropzone", {
              width: BANNER_MAX.width,
              height: BANNER_MAX.height,
            }),
            choose: t("editor.brand.chooseBanner"),
            replace: t("editor.brand.replaceBanner"),
            uploading: (percent) => t("editor.brand.uploading", { percent }),
            uploaded: t("editor.brand.bannerUploaded"),
          }}
          onUploaded={(image) => change("bannerUrl", bannerUrlOf(image))}
        />
        <FieldError name="bannerUrl" error={errors.bannerUrl} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="bannerHref"
            label={t("editor.brand.bannerHref")}
            inputMode="url"
            placeholder="example.com/event"
          />
          <TextField
            name="bannerAlt"
            label={t("editor.brand.bannerAlt")}
            hint={t("editor.brand.bannerAltHint")}
          />
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </EditorSection>
  );
}
