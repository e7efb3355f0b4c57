import { getApp } from "../.server/context.ts";
import type { Route } from "./+types/build-id";

// GET /build-id – the id of the build this server runs, polled hourly by the client
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(
    { buildId: getApp(context).buildId },
    { headers: { "Cache-Control": "no-store" } },
  );
}
