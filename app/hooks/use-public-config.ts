import { useEffect, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader } from "../root.tsx";
import { readProbe, startProbe, subscribeProbe } from "./session-probe.ts";

/** The signed-in user as the root loader exposes it (DESIGN §5); null when signed out. */
export type PublicUser = {
  uid: string;
  email: string;
  emailVerified: boolean;
  isPaid: boolean;
  hasFreeTemplate: boolean;
};

export type PublicConfig = {
  publicUrl: string;
  appName: string;
  samplePhotoUrl: string;
  /** Google sign-in is configured on this server */
  googleEnabled: boolean;
  /** null when signed out; undefined on a prerendered page, where the browser asks */
  user?: PublicUser | null;
};

const FALLBACK: PublicConfig = {
  publicUrl: "",
  appName: "Paraph",
  samplePhotoUrl: "",
  googleEnabled: false,
  user: null,
};

export function usePublicConfig(): PublicConfig {
  return useRouteLoaderData<typeof loader>("root") ?? FALLBACK;
}

/**
 * The signed-in user of this page load: from the root loader on pages rendered per request,
 * from `GET /api/v1/me` on prerendered ones. `undefined` while that is not known yet (or the
 * server cannot be reached): callers must then neither store nor clear anything.
 */
export function useSessionUser(): PublicUser | null | undefined {
  const fromLoader = usePublicConfig().user;
  const probed = useSyncExternalStore(subscribeProbe, readProbe, () => undefined);
  useEffect(() => {
    if (fromLoader === undefined) startProbe();
  }, [fromLoader]);
  return fromLoader !== undefined ? fromLoader : probed;
}
