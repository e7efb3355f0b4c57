import { useRouteLoaderData } from "react-router";
import type { loader } from "../root.tsx";

export type PublicConfig = { publicUrl: string; appName: string; samplePhotoUrl: string };

export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData<typeof loader>("root");
  return data ?? { publicUrl: "", appName: "Paraph", samplePhotoUrl: "" };
}
