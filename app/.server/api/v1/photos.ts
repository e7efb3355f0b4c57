import { handlePhotoUpload } from "../../photos/upload.ts";
import type { ApiArgs } from "../router.ts";

// POST /api/v1/photos – upload a photo (multipart field `photo`) → 201 {id, url}
export function handleUploadPhoto({ request, app }: ApiArgs): Promise<Response> {
  return handlePhotoUpload(request, {
    store: app.photos,
    publicUrl: app.config.publicUrl,
    limiter: app.limiters.photoUpload,
  });
}
