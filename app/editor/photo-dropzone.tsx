import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { DROP_ZONE_ATTRIBUTE, markZoneLive, takeEarlyDrop } from "./early-drops.ts";
import {
  checkPhotoFile,
  PHOTO_ACCEPT,
  PHOTO_MAX_MEGABYTES,
  type UploadedImage,
  uploadPhoto,
} from "./photo-upload.ts";

type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; progress: number }
  | { phase: "done" }
  | { phase: "error"; message: string };

export type DropzoneTexts = {
  dropzone: string;
  choose: string;
  replace: string;
  uploading: (percent: number) => string;
  uploaded: string;
};

/**
 * Drop an image or pick one; uploads it and hands the hosted image to `onUploaded`. The
 * photo's by default; the logo and the banner give their own id and words.
 */
export function PhotoDropzone({
  hasPhoto,
  onUploaded,
  id = "photo",
  texts,
}: {
  hasPhoto: boolean;
  onUploaded: (image: UploadedImage) => void;
  id?: string;
  texts?: DropzoneTexts;
}) {
  const { t } = useTranslation();
  const fileInputId = `field-${id}-file`;
  const locale = useLocale();
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  // a file dropped here before this zone was live (early-drops.ts): taken once, when it is
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the zone comes alive
  useEffect(() => {
    const early = takeEarlyDrop(id);
    if (early) void upload(early);
    return markZoneLive(id);
  }, []);

  async function upload(file: File) {
    const problem = checkPhotoFile(file);
    if (problem) {
      const message =
        problem === "tooLarge"
          ? t("photos.tooLarge", { maxMegabytes: PHOTO_MAX_MEGABYTES })
          : t(`photos.${problem}`);
      setState({ phase: "error", message });
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: "uploading", progress: 0 });
    const result = await uploadPhoto(file, {
      locale,
      signal: controller.signal,
      onProgress: (progress) => setState({ phase: "uploading", progress }),
    });
    if (controller.signal.aborted) return;
    if (result.ok) {
      setState({ phase: "done" });
      onUploaded(result);
    } else {
      setState({ phase: "error", message: result.detail ?? t("editor.photo.uploadFailed") });
    }
  }

  const uploading = state.phase === "uploading";
  const percent = uploading ? Math.round(state.progress * 100) : 0;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the keyboard way
    <div
      {...{ [DROP_ZONE_ATTRIBUTE]: id }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = uploading ? "none" : "copy";
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file && !uploading) void upload(file);
      }}
      aria-busy={uploading}
      className={`rounded-lg border-2 border-dashed p-4 text-center ${
        dragging ? "border-brand-700 bg-brand-50" : "border-slate-400 bg-slate-50"
      }`}
    >
      <p className="text-sm text-slate-700">{texts?.dropzone ?? t("editor.photo.dropzone")}</p>
      <input
        id={fileInputId}
        type="file"
        accept={PHOTO_ACCEPT.join(",")}
        disabled={uploading}
        aria-describedby={`${id}-formats ${id}-upload-error`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={fileInputId}
        className="mt-3 inline-block cursor-pointer rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-wait peer-disabled:text-slate-700 peer-disabled:ring-slate-400"
      >
        {hasPhoto
          ? (texts?.replace ?? t("editor.photo.replace"))
          : (texts?.choose ?? t("editor.photo.choose"))}
      </label>
      <p id={`${id}-formats`} className="mt-2 text-xs text-slate-600">
        {t("editor.photo.formats", { max: PHOTO_MAX_MEGABYTES })}
      </p>
      {uploading && (
        <progress
          value={state.progress}
          max={1}
          aria-label={texts?.uploading(percent) ?? t("editor.photo.uploading", { percent })}
          className="mt-3 h-2 w-full accent-brand-700"
        />
      )}
      <p role="status" className="mt-2 text-sm text-slate-700 empty:hidden">
        {uploading
          ? (texts?.uploading(percent) ?? t("editor.photo.uploading", { percent }))
          : state.phase === "done"
            ? (texts?.uploaded ?? t("editor.photo.uploaded"))
            : ""}
      </p>
      <p
        id={`${id}-upload-error`}
        role="alert"
        className="text-sm font-medium text-red-700 empty:hidden"
      >
        {state.phase === "error" ? state.message : ""}
      </p>
    </div>
  );
}
