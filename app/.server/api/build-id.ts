import type { ApiArgs } from "./router.ts";

// GET /build-id – the build browsers should run (app/.server/build-id.ts), polled hourly
export async function handleBuildId({ app }: ApiArgs): Promise<Response> {
  return Response.json(
    { buildId: await app.buildIds.current() },
    { headers: { "Cache-Control": "no-store" } },
  );
}
