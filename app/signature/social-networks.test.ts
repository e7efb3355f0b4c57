import { describe, expect, it } from "vitest";
import { parseSignatureFields, safeParseSignatureFields } from "./schema.ts";
import {
  MAX_SOCIAL_LINKS,
  parseSocial,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  socialProfile,
} from "./social.ts";

// The networks added to the first four (social.test.ts): each from a handle and from a URL.
const CASES: Array<[SocialNetwork, string, string]> = [
  ["facebook", "jane.doe.42", "https://www.facebook.com/jane.doe.42"],
  ["facebook", "https://m.facebook.com/jane.doe.42/", "https://www.facebook.com/jane.doe.42"],
  [
    "facebook",
    "https://www.facebook.com/profile.php?id=100012345678",
    "https://www.facebook.com/profile.php?id=100012345678",
  ],
  ["youtube", "@janedoe", "https://www.youtube.com/@janedoe"],
  [
    "youtube",
    "youtube.com/@janedoe/videos".replace("/videos", ""),
    "https://www.youtube.com/@janedoe",
  ],
  [
    "youtube",
    "https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv",
    "https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv",
  ],
  ["tiktok", "@jane.doe", "https://www.tiktok.com/@jane.doe"],
  ["tiktok", "https://www.tiktok.com/@jane.doe?lang=fr", "https://www.tiktok.com/@jane.doe"],
  ["github", "janedoe", "https://github.com/janedoe"],
  ["github", "github.com/janedoe/", "https://github.com/janedoe"],
  ["threads", "@jane.doe", "https://www.threads.com/@jane.doe"],
  ["threads", "https://www.threads.net/@jane.doe", "https://www.threads.com/@jane.doe"],
  ["bluesky", "jane", "https://bsky.app/profile/jane.bsky.social"],
  ["bluesky", "@jane.example.com", "https://bsky.app/profile/jane.example.com"],
  [
    "bluesky",
    "https://bsky.app/profile/jane.bsky.social",
    "https://bsky.app/profile/jane.bsky.social",
  ],
  ["mastodon", "@jane@mastodon.social", "https://mastodon.social/@jane"],
  ["mastodon", "https://piaille.fr/@jane", "https://piaille.fr/@jane"],
  ["pinterest", "janedoe", "https://www.pinterest.com/janedoe"],
  ["pinterest", "https://fr.pinterest.com/janedoe/", "https://www.pinterest.com/janedoe"],
  ["behance", "janedoe", "https://www.behance.net/janedoe"],
  ["dribbble", "janedoe", "https://dribbble.com/janedoe"],
  ["medium", "@janedoe", "https://medium.com/@janedoe"],
  ["substack", "janedoe", "https://janedoe.substack.com/"],
  ["substack", "https://janedoe.substack.com/p/first-post", "https://janedoe.substack.com/"],
  ["whatsapp", "+33 6 12 34 56 78", "https://wa.me/33612345678"],
  ["whatsapp", "https://wa.me/33612345678", "https://wa.me/33612345678"],
  ["telegram", "@jane_doe", "https://t.me/jane_doe"],
  ["telegram", "https://t.me/jane_doe", "https://t.me/jane_doe"],
  [
    "spotify",
    "https://open.spotify.com/intl-fr/artist/0OdUWJ0sBjDrqHygGUXeCF?si=x",
    "https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF",
  ],
  ["twitch", "janedoe", "https://www.twitch.tv/janedoe"],
  ["twitch", "https://www.twitch.tv/janedoe", "https://www.twitch.tv/janedoe"],
  ["xing", "Jane_Doe2", "https://www.xing.com/profile/Jane_Doe2"],
  ["xing", "https://www.xing.com/profile/Jane_Doe2", "https://www.xing.com/profile/Jane_Doe2"],
  ["xing", "xing.com/profile/Jane_Doe2/cv", "https://www.xing.com/profile/Jane_Doe2"],
];

describe("twenty-one networks", () => {
  it("has twenty-one, each with a name", () => {
    expect(SOCIAL_NETWORKS).toHaveLength(21);
    for (const network of SOCIAL_NETWORKS) expect(SOCIAL_NETWORK_NAMES[network]).toBeTruthy();
  });

  it.each(CASES)("%s: %s → %s", (network, input, href) => {
    expect(socialProfile(network, input)?.href).toBe(href);
  });

  it.each(SOCIAL_NETWORKS)("%s refuses unsafe schemes and other sites", (network) => {
    expect(parseSocial(network, "javascript:alert(1)")).toEqual({ ok: false, reason: "unsafe" });
    expect(parseSocial(network, "data:text/html,<script>alert(1)</script>").ok).toBe(false);
    expect(socialProfile(network, '@x"><img src=x onerror=alert(1)>')).toBeNull();
    if (network !== "calendly" && network !== "mastodon") {
      expect(socialProfile(network, "https://example.com/jane/")).toBeNull();
    }
  });

  it("refuses what is not a profile", () => {
    expect(socialProfile("spotify", "janedoe")).toBeNull();
    expect(socialProfile("spotify", "https://open.spotify.com/track/abc")).toBeNull();
    expect(socialProfile("facebook", "https://www.facebook.com/groups/")).toBeNull();
    expect(socialProfile("whatsapp", "12")).toBeNull();
    expect(socialProfile("mastodon", "https://mastodon.social/about")).toBeNull();
  });
});

describe("the number of networks", () => {
  const filled = (count: number) =>
    Object.fromEntries(
      (["linkedin", "twitter", "instagram", "github", "youtube", "twitch", "telegram"] as const)
        .slice(0, count)
        .map((network) => [network, network === "telegram" ? "@jane_doe" : "janedoe"]),
    );

  it(`takes ${MAX_SOCIAL_LINKS}`, () => {
    expect(() => parseSignatureFields(filled(MAX_SOCIAL_LINKS))).not.toThrow();
  });

  it("refuses one more, on the last one in the order a signature shows them", () => {
    const result = safeParseSignatureFields(filled(MAX_SOCIAL_LINKS + 1));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      {
        path: ["twitch"],
        message: "validation.tooManyNetworks",
        params: { max: MAX_SOCIAL_LINKS },
      },
    ]);
  });
});
