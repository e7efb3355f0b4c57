import { handlePhotoGet } from "../photos/serve.ts";
import { endpoint } from "./endpoint.ts";

// GET /photos/<id>.png, /photos/<id>/<variant>.png – hosted photos, immutable
export const getPhoto = endpoint({}, ({ request, app }) => {
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
});
