import { createContext, useContext } from "react";

/** The signed-in user as the root loader exposes it (docs/product.md#storage); null when signed out. */
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
  /** PRO_FOR_EVERYONE: a private instance without paywalls */
  proForEveryone: boolean;
  /** null when signed out; undefined on a prerendered page, where the browser asks */
  user?: PublicUser | null;
};

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
