import { data } from "react-router";
import { getApp } from "../.server/context.ts";
import { NotFound } from "../components/not-found.tsx";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  getApp(context).log.warn(`Page not found: ${path}`, { status: 404 });
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
