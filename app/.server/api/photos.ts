import { handlePhotoGet } from "../photos/serve.ts";
import type { ApiArgs } from "./router.ts";

// GET /photos/<id>.png, /photos/<id>/<variant>.png – hosted photos, immutable
export function handleGetPhoto({ request, app }: ApiArgs): Promise<Response> {
  return handlePhotoGet(
    new URL(request.url).pathname,
    {
      store: app.photos,
      renderLimiter: app.limiters.photoRender,
      onServed: (id) => {
        app.photoUsage(id).catch((error: unknown) => {
          app.log.warn("photo use not recorded", { error });
        });
      },
    },
    request,
  );
}
