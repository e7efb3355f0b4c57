import { handleIconGet } from "../icons/serve.ts";
import type { ApiArgs } from "./router.ts";

// GET /icons/<version>/<shape>-<name>-<rrggbb>-<size>.png – social and contact icons, immutable
export function handleGetIcon({ request, app }: ApiArgs): Promise<Response> {
  return handleIconGet(new URL(request.url).pathname, request, {
    renderLimiter: app.limiters.iconRender,
  });
}
