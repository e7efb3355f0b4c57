import { redirect } from "react-router";
import { REDIRECTS } from "../route-table.ts";
import type { Route } from "./+types/redirect";

// GET one of REDIRECTS – 301 to the canonical page of the same locale
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = REDIRECTS[url.pathname];
  if (!target) throw new Response("Not Found", { status: 404 });
  return redirect(`${target}${url.search}`, 301);
}
