import { endpoint } from "./endpoint.ts";

// GET /build-id – the build browsers should run (app/.server/build-id.ts), polled hourly
export const buildId = endpoint({}, async ({ app }) => {
  return Response.json(
    { buildId: await app.buildIds.current() },
    { headers: { "Cache-Control": "no-store" } },
  );
});
