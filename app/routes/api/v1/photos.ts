import { getApp } from "../../../.server/context.ts";
import { methodNotAllowed } from "../../../.server/http/problem.ts";
import { handlePhotoUpload } from "../../../.server/photos/upload.ts";
import type { Route } from "./+types/photos";

// POST /api/v1/photos – upload a photo (multipart field `photo`) → 201 {id, url}
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const app = getApp(context);
  return handlePhotoUpload(request, {
    store: app.photos,
    publicUrl: app.config.publicUrl,
    limiter: app.limiters.photoUpload,
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}
