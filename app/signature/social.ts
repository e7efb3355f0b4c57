// Social profiles typed either as a handle (`@jane`, `jane`) or as a profile URL,
// normalised to one canonical https URL per network.
import { MAX_URL_LENGTH, parseWebUrlParts } from "./links.ts";

export const SOCIAL_NETWORKS = ["linkedin", "twitter", "instagram", "calendly"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Names shown in messages ("Enter a LinkedIn profile…"); proper nouns in every locale. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  instagram: "Instagram",
  calendly: "Calendly",
};

export type SocialProfile = {
  /** canonical profile URL, always https */
  href: string;
  /** short form for reading: `@jane`, `in/jane`, `calendly.com/jane/30min` */
  display: string;
};

export type SocialResult =
  | ({ ok: true } & SocialProfile)
  | { ok: false; reason: "unsafe" | "invalid" };

type Network = {
  /** handle typed on its own, without `@` */
  handle: RegExp;
  hosts: RegExp;
  /** the path of a profile URL (without leading and trailing slashes) → canonical profile */
  fromPath(path: string): SocialProfile | null;
  fromHandle(handle: string): SocialProfile;
};

const X_RESERVED = new Set(["home", "i", "intent", "share", "search", "explore", "hashtag"]);
const INSTAGRAM_RESERVED = new Set(["p", "reel", "reels", "explore", "stories", "accounts"]);
const LINKEDIN_SLUG = /^[\p{L}\p{N}_%-]{2,100}$/u;

function linkedinProfile(kind: string, slug: string): SocialProfile | null {
  if (!LINKEDIN_SLUG.test(slug)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  const path = `${kind}/${encodeURIComponent(decoded)}`;
  return { href: `https://www.linkedin.com/${path}`, display: `${kind}/${decoded}` };
}

const NETWORKS: Record<SocialNetwork, Network> = {
  linkedin: {
    handle: /^[\p{L}\p{N}_-]{2,100}$/u,
    hosts: /^([a-z]{2,3}\.)?linkedin\.com$/,
    fromPath(path) {
      const match = /^(in|company|school|showcase)\/([^/]+)$/.exec(path);
      return match ? linkedinProfile(match[1]!, match[2]!) : null;
    },
    fromHandle: (handle) => linkedinProfile("in", handle)!,
  },
  twitter: {
    handle: /^[A-Za-z0-9_]{1,15}$/,
    hosts: /^(www\.|mobile\.)?(x|twitter)\.com$/,
    fromPath(path) {
      if (!/^[A-Za-z0-9_]{1,15}$/.test(path) || X_RESERVED.has(path.toLowerCase())) return null;
      return NETWORKS.twitter.fromHandle(path);
    },
    fromHandle: (handle) => ({ href: `https://x.com/${handle}`, display: `@${handle}` }),
  },
  instagram: {
    handle: /^[A-Za-z0-9_.]{1,30}$/,
    hosts: /^(www\.)?(instagram\.com|instagr\.am)$/,
    fromPath(path) {
      if (!/^[A-Za-z0-9_.]{1,30}$/.test(path)) return null;
      if (INSTAGRAM_RESERVED.has(path.toLowerCase())) return null;
      return NETWORKS.instagram.fromHandle(path);
    },
    fromHandle: (handle) => ({
      href: `https://www.instagram.com/${handle}`,
      display: `@${handle}`,
    }),
  },
  calendly: {
    handle: /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+){0,2}$/,
    hosts: /^(www\.)?calendly\.com$/,
    fromPath(path) {
      return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+){0,2}$/.test(path)
        ? NETWORKS.calendly.fromHandle(path)
        : null;
    },
    fromHandle: (path) => ({
      href: `https://calendly.com/${path}`,
      display: `calendly.com/${path}`,
    }),
  },
};

/**
 * Normalises what a person typed in a social field. Accepted: a handle (`@jane`, `jane`;
 * for LinkedIn also `in/jane` or `company/acme`; for Calendly `jane/30min`), or a profile URL of
 * that network with or without `https://`. The Calendly field also takes any other
 * http(s) booking link (Cal.com, HubSpot…), kept as it is.
 */
export function parseSocial(network: SocialNetwork, input: string): SocialResult {
  const value = input.trim();
  if (value === "" || value.length > MAX_URL_LENGTH) return { ok: false, reason: "invalid" };
  const definition = NETWORKS[network];
  const handle = value.startsWith("@") ? value.slice(1) : value;
  if (definition.handle.test(handle) && !(network === "calendly" && value.startsWith("@"))) {
    return { ok: true, ...definition.fromHandle(handle) };
  }
  if (network === "linkedin") {
    const profile = definition.fromPath(value.replace(/^\/+|\/+$/g, ""));
    if (profile) return { ok: true, ...profile };
  }
  const url = parseWebUrlParts(value);
  if (!url.ok) return url.reason === "unsafe" ? url : { ok: false, reason: "invalid" };
  const parsed = url.url;
  if (definition.hosts.test(parsed.hostname.toLowerCase())) {
    const path = parsed.pathname.replace(/^\/+|\/+$/g, "");
    const profile = definition.fromPath(path);
    return profile ? { ok: true, ...profile } : { ok: false, reason: "invalid" };
  }
  if (network === "calendly") {
    const href = parsed.href;
    return { ok: true, href, display: href.replace(/^https?:\/\//, "") };
  }
  return { ok: false, reason: "invalid" };
}

/** The canonical profile, or null when the input is not one. */
export function socialProfile(network: SocialNetwork, input: string): SocialProfile | null {
  const result = parseSocial(network, input);
  return result.ok ? { href: result.href, display: result.display } : null;
}
