// Social profiles typed either as a handle (`@jane`, `jane`) or as a profile URL,
// normalised to one canonical https URL per network.
import { MAX_URL_LENGTH, parseWebUrlParts } from "./links.ts";

/**
 * In the order a signature shows them: the list to add a network to, then its entries below
 * (CONTRIBUTING.md#add-a-social-network).
 */
export const SOCIAL_NETWORKS = [
  "linkedin",
  "twitter",
  "instagram",
  "facebook",
  "youtube",
  "tiktok",
  "github",
  "threads",
  "bluesky",
  "mastodon",
  "pinterest",
  "behance",
  "dribbble",
  "medium",
  "substack",
  "whatsapp",
  "telegram",
  "calendly",
  "spotify",
  "twitch",
  "xing",
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** How many networks one signature may show: beyond it, icons crowd and Gmail's budget goes. */
export const MAX_SOCIAL_LINKS = 6;

export type SocialNetworkInfo = {
  /** shown in messages and as text links' fallback; a proper noun in every locale */
  name: string;
  /** the editor field's placeholder: what the field takes */
  placeholder: string;
  /** a profile the field accepts: the tests and the golden case of the network use it */
  example: string;
};

/** What each network shows besides its rule (NETWORKS below) and its icon (icon-url.ts). */
export const SOCIAL_NETWORK_INFO: Record<SocialNetwork, SocialNetworkInfo> = {
  linkedin: {
    name: "LinkedIn",
    placeholder: "linkedin.com/in/jane",
    example: "jane-doe",
  },
  twitter: {
    name: "X (Twitter)",
    placeholder: "@jane",
    example: "@jane_doe",
  },
  instagram: {
    name: "Instagram",
    placeholder: "@jane",
    example: "jane.doe",
  },
  facebook: {
    name: "Facebook",
    placeholder: "facebook.com/jane",
    example: "jane.doe.5",
  },
  youtube: {
    name: "YouTube",
    placeholder: "@jane",
    example: "@janedoe",
  },
  tiktok: {
    name: "TikTok",
    placeholder: "@jane",
    example: "@jane.doe",
  },
  github: {
    name: "GitHub",
    placeholder: "jane",
    example: "janedoe",
  },
  threads: {
    name: "Threads",
    placeholder: "@jane",
    example: "@jane.doe",
  },
  bluesky: {
    name: "Bluesky",
    placeholder: "jane.bsky.social",
    example: "jane.bsky.social",
  },
  mastodon: {
    name: "Mastodon",
    placeholder: "@jane@mastodon.social",
    example: "@jane@mastodon.social",
  },
  pinterest: {
    name: "Pinterest",
    placeholder: "pinterest.com/jane",
    example: "janedoe",
  },
  behance: {
    name: "Behance",
    placeholder: "behance.net/jane",
    example: "janedoe",
  },
  dribbble: {
    name: "Dribbble",
    placeholder: "dribbble.com/jane",
    example: "janedoe",
  },
  medium: {
    name: "Medium",
    placeholder: "@jane",
    example: "@janedoe",
  },
  substack: {
    name: "Substack",
    placeholder: "jane.substack.com",
    example: "janedoe",
  },
  whatsapp: {
    name: "WhatsApp",
    placeholder: "+33 6 12 34 56 78",
    example: "+33 6 12 34 56 78",
  },
  telegram: {
    name: "Telegram",
    placeholder: "@jane_doe",
    example: "@jane_doe",
  },
  calendly: {
    name: "Calendly",
    placeholder: "calendly.com/jane/30min",
    example: "jane/30min",
  },
  spotify: {
    name: "Spotify",
    placeholder: "open.spotify.com/artist/…",
    example: "https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF",
  },
  twitch: {
    name: "Twitch",
    placeholder: "twitch.tv/jane",
    example: "janedoe",
  },
  xing: {
    name: "Xing",
    placeholder: "xing.com/profile/Jane_Doe",
    example: "Jane_Doe",
  },
};

/** Names shown in messages and as text links' fallback; proper nouns in every locale. */
export const SOCIAL_NETWORK_NAMES = Object.fromEntries(
  SOCIAL_NETWORKS.map((network) => [network, SOCIAL_NETWORK_INFO[network].name]),
) as Record<SocialNetwork, string>;

export function isSocialNetwork(value: unknown): value is SocialNetwork {
  return typeof value === "string" && (SOCIAL_NETWORKS as readonly string[]).includes(value);
}

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
  /** handle typed on its own, without `@`; null when only a link is accepted */
  handle: RegExp | null;
  hosts: RegExp;
  /** the path of a profile URL (without leading and trailing slashes) → canonical profile */
  fromPath(path: string, url: URL): SocialProfile | null;
  fromHandle(handle: string): SocialProfile;
};

const X_RESERVED = new Set(["home", "i", "intent", "share", "search", "explore", "hashtag"]);
const INSTAGRAM_RESERVED = new Set(["p", "reel", "reels", "explore", "stories", "accounts"]);
const FACEBOOK_RESERVED = new Set(["pages", "groups", "events", "watch", "share", "sharer"]);
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

/**
 * A network whose profile is `https://<home>/<prefix><handle>`: the handle alone, or a URL
 * of one of its hosts whose whole path is the handle (with the prefix, e.g. `@`).
 */
function handleNetwork({
  handle,
  hosts,
  home,
  prefix = "",
  reserved,
  display = (name) => `@${name}`,
}: {
  handle: RegExp;
  hosts: RegExp;
  home: string;
  prefix?: string;
  reserved?: Set<string>;
  display?: (handle: string) => string;
}): Network {
  const fromHandle = (name: string) => ({
    href: `https://${home}/${prefix}${name}`,
    display: display(name),
  });
  return {
    handle,
    hosts,
    fromPath(path) {
      if (!path.startsWith(prefix)) return null;
      const name = path.slice(prefix.length);
      if (!handle.test(name) || reserved?.has(name.toLowerCase())) return null;
      return fromHandle(name);
    },
    fromHandle,
  };
}

const INSTAGRAM_HANDLE = /^[A-Za-z0-9_.]{1,30}$/;
const DOMAIN_HANDLE = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const MASTODON_USER = /^[A-Za-z0-9_]{1,30}$/;
/** Xing's profile names: `Jane_Doe`, `Jane_Doe2` */
const XING_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{2,59}$/;

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
  twitter: handleNetwork({
    handle: /^[A-Za-z0-9_]{1,15}$/,
    hosts: /^(www\.|mobile\.)?(x|twitter)\.com$/,
    home: "x.com",
    reserved: X_RESERVED,
  }),
  instagram: handleNetwork({
    handle: INSTAGRAM_HANDLE,
    hosts: /^(www\.)?(instagram\.com|instagr\.am)$/,
    home: "www.instagram.com",
    reserved: INSTAGRAM_RESERVED,
  }),
  facebook: {
    ...handleNetwork({
      handle: /^[A-Za-z0-9.]{5,50}$/,
      hosts: /^(www\.|m\.|web\.)?(facebook|fb)\.com$/,
      home: "www.facebook.com",
      reserved: FACEBOOK_RESERVED,
      display: (name) => `facebook.com/${name}`,
    }),
    fromPath(path, url) {
      const id = url.searchParams.get("id");
      if (path === "profile.php" && id && /^\d{1,20}$/.test(id)) {
        return { href: `https://www.facebook.com/profile.php?id=${id}`, display: "Facebook" };
      }
      if (!/^[A-Za-z0-9.]{5,50}$/.test(path) || FACEBOOK_RESERVED.has(path.toLowerCase())) {
        return null;
      }
      return NETWORKS.facebook.fromHandle(path);
    },
  },
  youtube: {
    handle: /^[A-Za-z0-9_.-]{3,30}$/,
    hosts: /^(www\.|m\.)?youtube\.com$/,
    fromPath(path) {
      if (path.startsWith("@")) {
        const name = path.slice(1);
        return /^[A-Za-z0-9_.-]{3,30}$/.test(name) ? NETWORKS.youtube.fromHandle(name) : null;
      }
      const match =
        /^(channel\/UC[A-Za-z0-9_-]{22}|c\/[A-Za-z0-9_.-]{1,100}|user\/[A-Za-z0-9_.-]{1,100})$/.exec(
          path,
        );
      return match
        ? { href: `https://www.youtube.com/${path}`, display: `youtube.com/${path}` }
        : null;
    },
    fromHandle: (name) => ({ href: `https://www.youtube.com/@${name}`, display: `@${name}` }),
  },
  tiktok: handleNetwork({
    handle: /^[A-Za-z0-9_.]{2,24}$/,
    hosts: /^(www\.|m\.)?tiktok\.com$/,
    home: "www.tiktok.com",
    prefix: "@",
  }),
  github: handleNetwork({
    handle: /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,
    hosts: /^(www\.)?github\.com$/,
    home: "github.com",
    display: (name) => `github.com/${name}`,
  }),
  threads: handleNetwork({
    handle: INSTAGRAM_HANDLE,
    hosts: /^(www\.)?threads\.(net|com)$/,
    home: "www.threads.com",
    prefix: "@",
  }),
  bluesky: {
    handle: /^[a-z0-9][a-z0-9-]{0,62}(\.[a-z0-9-]{1,63})*$/i,
    hosts: /^(www\.)?bsky\.app$/,
    fromPath(path) {
      const match = /^profile\/([^/]+)$/.exec(path);
      return match && DOMAIN_HANDLE.test(match[1]!) ? NETWORKS.bluesky.fromHandle(match[1]!) : null;
    },
    fromHandle(name) {
      const handle = (name.includes(".") ? name : `${name}.bsky.social`).toLowerCase();
      return { href: `https://bsky.app/profile/${handle}`, display: `@${handle}` };
    },
  },
  mastodon: {
    // `user@instance.social`, typed with or without the leading `@`
    handle: /^[A-Za-z0-9_]{1,30}@(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
    hosts: /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    fromPath(path, url) {
      const match = /^@([^/]+)$/.exec(path);
      if (!match || !MASTODON_USER.test(match[1]!)) return null;
      return NETWORKS.mastodon.fromHandle(`${match[1]}@${url.hostname}`);
    },
    fromHandle(handle) {
      const [user, host] = handle.split("@") as [string, string];
      return {
        href: `https://${host.toLowerCase()}/@${user}`,
        display: `@${user}@${host.toLowerCase()}`,
      };
    },
  },
  pinterest: handleNetwork({
    handle: /^[A-Za-z0-9_]{3,30}$/,
    hosts:
      /^([a-z]{2,3}\.)?pinterest\.(com|fr|de|es|it|ca|co\.uk|com\.au|ch|at|be|pt|jp|nz|ie|se|dk)$/,
    home: "www.pinterest.com",
    display: (name) => `pinterest.com/${name}`,
  }),
  behance: handleNetwork({
    handle: /^[A-Za-z0-9_-]{3,40}$/,
    hosts: /^(www\.)?behance\.net$/,
    home: "www.behance.net",
    display: (name) => `behance.net/${name}`,
  }),
  dribbble: handleNetwork({
    handle: /^[A-Za-z0-9_-]{2,40}$/,
    hosts: /^(www\.)?dribbble\.com$/,
    home: "dribbble.com",
    display: (name) => `dribbble.com/${name}`,
  }),
  medium: {
    ...handleNetwork({
      handle: /^[A-Za-z0-9_.]{1,30}$/,
      hosts: /^(www\.)?medium\.com$/,
      home: "medium.com",
      prefix: "@",
    }),
  },
  substack: {
    handle: /^[a-z0-9][a-z0-9-]{0,62}$/i,
    hosts: /^[a-z0-9][a-z0-9-]{0,62}\.substack\.com$/,
    fromPath: (_path, url) => NETWORKS.substack.fromHandle(url.hostname.split(".")[0]!),
    fromHandle(name) {
      const handle = name.toLowerCase();
      return { href: `https://${handle}.substack.com/`, display: `${handle}.substack.com` };
    },
  },
  whatsapp: {
    // a phone number in international form: +33 6 12 34 56 78
    handle: /^\+?[0-9][0-9 ().-]{6,24}$/,
    hosts: /^(wa\.me|(api\.|www\.)?whatsapp\.com)$/,
    fromPath(path, url) {
      const digits = url.hostname === "wa.me" ? path : (url.searchParams.get("phone") ?? "");
      return /^\d{7,15}$/.test(digits) ? NETWORKS.whatsapp.fromHandle(digits) : null;
    },
    fromHandle(number) {
      const digits = number.replace(/\D/g, "");
      return { href: `https://wa.me/${digits}`, display: `+${digits}` };
    },
  },
  telegram: handleNetwork({
    handle: /^[A-Za-z][A-Za-z0-9_]{4,31}$/,
    hosts: /^(www\.)?(t\.me|telegram\.me)$/,
    home: "t.me",
  }),
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
  spotify: {
    handle: null,
    hosts: /^open\.spotify\.com$/,
    fromPath(path) {
      const match =
        /^(?:intl-[a-z]{2}\/)?((artist|user|show|playlist|album)\/[A-Za-z0-9_.-]{1,64})$/.exec(
          path,
        );
      return match
        ? { href: `https://open.spotify.com/${match[1]}`, display: `spotify/${match[1]}` }
        : null;
    },
    fromHandle: () => {
      throw new Error("Spotify takes links only");
    },
  },
  twitch: handleNetwork({
    handle: /^[A-Za-z0-9_]{4,25}$/,
    hosts: /^(www\.|m\.)?twitch\.tv$/,
    home: "www.twitch.tv",
    display: (name) => `twitch.tv/${name}`,
  }),
  // https://www.xing.com/profile/Jane_Doe (also .../profile/Jane_Doe/cv): the name alone, or a URL
  xing: {
    ...handleNetwork({
      handle: XING_NAME,
      hosts: /^(www\.)?xing\.com$/,
      home: "www.xing.com",
      prefix: "profile/",
      display: (name) => `xing.com/profile/${name}`,
    }),
    fromPath(path) {
      const match = /^profile\/([^/]+)(\/cv)?$/.exec(path);
      return match && XING_NAME.test(match[1]!) ? NETWORKS.xing.fromHandle(match[1]!) : null;
    },
  },
};

/** Networks whose field also takes any other http(s) link, kept as it is. */
const ANY_LINK: ReadonlySet<SocialNetwork> = new Set(["calendly", "mastodon"]);

/**
 * Normalises what a person typed in a social field. Accepted: a handle (`@jane`, `jane`;
 * for LinkedIn also `in/jane` or `company/acme`; for Calendly `jane/30min`; for Mastodon
 * `@jane@mastodon.social`; for WhatsApp a phone number), or a profile URL of that network
 * with or without `https://`. The Calendly field also takes any other http(s) booking link
 * (Cal.com, HubSpot…), kept as it is; the Mastodon one, a profile on any instance.
 */
export function parseSocial(network: SocialNetwork, input: string): SocialResult {
  const value = input.trim();
  if (value === "" || value.length > MAX_URL_LENGTH) return { ok: false, reason: "invalid" };
  const definition = NETWORKS[network];
  const handle = value.startsWith("@") ? value.slice(1) : value;
  const handleAllowed = !(network === "calendly" && value.startsWith("@"));
  if (definition.handle?.test(handle) && handleAllowed && !looksLikeUrl(network, handle)) {
    return { ok: true, ...definition.fromHandle(handle) };
  }
  if (network === "linkedin") {
    const profile = definition.fromPath(
      value.replace(/^\/+|\/+$/g, ""),
      new URL("https://x.invalid"),
    );
    if (profile) return { ok: true, ...profile };
  }
  const url = parseWebUrlParts(value);
  if (!url.ok) return url.reason === "unsafe" ? url : { ok: false, reason: "invalid" };
  const parsed = url.url;
  if (definition.hosts.test(parsed.hostname.toLowerCase())) {
    const path = parsed.pathname.replace(/^\/+|\/+$/g, "");
    const profile = definition.fromPath(path, parsed);
    if (profile) return { ok: true, ...profile };
    if (!ANY_LINK.has(network)) return { ok: false, reason: "invalid" };
  }
  if (network === "calendly") {
    const href = parsed.href;
    return { ok: true, href, display: href.replace(/^https?:\/\//, "") };
  }
  return { ok: false, reason: "invalid" };
}

/** A dotted handle that is really a site (`github.com`): read it as a URL instead. */
function looksLikeUrl(network: SocialNetwork, handle: string): boolean {
  return network === "bluesky" && /(^|\.)bsky\.app$/i.test(handle);
}

/** The canonical profile, or null when the input is not one. */
export function socialProfile(network: SocialNetwork, input: string): SocialProfile | null {
  const result = parseSocial(network, input);
  return result.ok ? { href: result.href, display: result.display } : null;
}
