import type { ApiArgs } from "./router.ts";

// GET /build-id – the id of the build this server runs, polled hourly by the client
export function handleBuildId({ app }: ApiArgs): Response {
  return Response.json({ buildId: app.buildId }, { headers: { "Cache-Control": "no-store" } });
}
