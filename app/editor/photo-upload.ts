// Photo upload from the editor to `POST /api/v1/photos` (docs/product.md#api). The browser checks type
// and size first for a quick answer; the server decodes the image and has the last word.

export const PHOTO_ACCEPT = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"];
export const PHOTO_MAX_MEGABYTES = 5;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MEGABYTES * 1024 * 1024;
const UPLOAD_URL = "/api/v1/photos";

export type PhotoFileProblem = "unsupportedType" | "tooLarge" | "emptyFile";

/** A reason to refuse the file before uploading it, or null. An unknown type is left to the server. */
export function checkPhotoFile(file: { type: string; size: number }): PhotoFileProblem | null {
  if (file.size === 0) return "emptyFile";
  if (file.type !== "" && !PHOTO_ACCEPT.includes(file.type.toLowerCase())) return "unsupportedType";
  if (file.size > PHOTO_MAX_BYTES) return "tooLarge";
  return null;
}

export type UploadedImage = {
  url: string;
  id: string;
  /** pixels of the stored original */
  width: number;
  height: number;
  /** "dark": dark marks on a transparent background, which vanish in dark mode */
  tone: "dark" | "light" | "solid";
};

export type UploadResult =
  | ({ ok: true } & UploadedImage)
  /** `detail` is the server's message, already in the page's language; null when there is none */
  | { ok: false; detail: string | null };

/** Reads the `{ id, url }` answer or the problem+json `detail` of an upload response. */
export function readUploadResponse(status: number, body: string): UploadResult {
  let value: unknown = null;
  try {
    value = JSON.parse(body);
  } catch {
    value = null;
  }
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  if (status >= 200 && status < 300 && typeof record.url === "string" && record.url !== "") {
    const size = (value: unknown) => (typeof value === "number" && value > 0 ? value : 1);
    return {
      ok: true,
      url: record.url,
      id: typeof record.id === "string" ? record.id : "",
      width: size(record.width),
      height: size(record.height),
      tone: record.tone === "dark" || record.tone === "light" ? record.tone : "solid",
    };
  }
  return { ok: false, detail: typeof record.detail === "string" ? record.detail : null };
}

/**
 * Uploads with XMLHttpRequest, which, unlike fetch, reports upload progress (0 to 1).
 * Resolves, never rejects: a network failure is `{ ok: false, detail: null }`.
 */
export function uploadPhoto(
  file: File,
  options: { locale: string; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_URL);
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Accept-Language", options.locale);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("load", () =>
      resolve(readUploadResponse(request.status, request.responseText)),
    );
    request.addEventListener("error", () => resolve({ ok: false, detail: null }));
    request.addEventListener("abort", () => resolve({ ok: false, detail: null }));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    const body = new FormData();
    body.append("photo", file, file.name);
    request.send(body);
  });
}
