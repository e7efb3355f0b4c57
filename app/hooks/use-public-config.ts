import { createContext, useContext } from "react";
import type { PublicConfig, PublicUser } from "../accounts/public-config.ts";

export type { PublicConfig, PublicUser };

const FALLBACK: PublicConfig = {
  publicUrl: "",
  appName: "Paraph",
  samplePhotoUrl: "",
  googleEnabled: false,
  proForEveryone: false,
  user: null,
};

/**
 * The root loader's configuration (app/root.tsx's layout provides it), or a React island's
 * (app/islands/editor.tsx): a context, so that components work outside React Router too.
 */
export const PublicConfigContext = createContext<PublicConfig>(FALLBACK);

export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}

/**
 * The signed-in user of this page load, as the root loader saw it; `undefined` on a page
 * prerendered for everyone, where the page's script asks instead (app/islands/session-links.ts).
 */
export function useSessionUser(): PublicUser | null | undefined {
  return usePublicConfig().user;
}
