import { handleIconGet } from "../icons/serve.ts";
import { endpoint } from "./endpoint.ts";

// GET /icons/<version>/<shape>-<name>-<rrggbb>-<size>.png – social and contact icons, immutable
export const getIcon = endpoint({}, ({ request, app }) => {
  return handleIconGet(new URL(request.url).pathname, request, {
    renderLimiter: app.limiters.iconRender,
  });
});
