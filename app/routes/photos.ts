import { getApp } from "../.server/context.ts";
import { handlePhotoGet } from "../.server/photos/serve.ts";
import type { Route } from "./+types/photos";

// GET /photos/<id>.png, /photos/<id>/<variant>.png – hosted photos, immutable
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  return handlePhotoGet(
    new URL(request.url).pathname,
    { store: app.photos, renderLimiter: app.limiters.photoRender },
    request,
  );
}
