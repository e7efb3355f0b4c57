// What the browser is told of the server's configuration and of the signed-in user: the
// root loader's data (app/.server/public-config.ts builds it), read by usePublicConfig.

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
