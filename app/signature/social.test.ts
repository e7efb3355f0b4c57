import { describe, expect, it } from "vitest";
import { parseSocial, socialProfile } from "./social.ts";

describe("LinkedIn", () => {
  it.each([
    ["jane-doe", "https://www.linkedin.com/in/jane-doe", "in/jane-doe"],
    ["@jane-doe", "https://www.linkedin.com/in/jane-doe", "in/jane-doe"],
    ["in/jane-doe", "https://www.linkedin.com/in/jane-doe", "in/jane-doe"],
    ["linkedin.com/in/jane-doe", "https://www.linkedin.com/in/jane-doe", "in/jane-doe"],
    [
      "https://fr.linkedin.com/in/jane-doe-123/?originalSubdomain=fr",
      "https://www.linkedin.com/in/jane-doe-123",
      "in/jane-doe-123",
    ],
    [
      "https://www.linkedin.com/company/acme/",
      "https://www.linkedin.com/company/acme",
      "company/acme",
    ],
    ["company/acme", "https://www.linkedin.com/company/acme", "company/acme"],
    ["zoë-ærø", "https://www.linkedin.com/in/zo%C3%AB-%C3%A6r%C3%B8", "in/zoë-ærø"],
  ])("%s → %s", (input, href, display) => {
    expect(socialProfile("linkedin", input)).toEqual({ href, display });
  });

  it("rejects other sites and unsafe schemes", () => {
    expect(parseSocial("linkedin", "https://facebook.com/jane")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(parseSocial("linkedin", "https://www.linkedin.com/feed/")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(parseSocial("linkedin", "javascript:alert(1)//linkedin.com/in/x")).toEqual({
      ok: false,
      reason: "unsafe",
    });
  });
});

describe("X (Twitter)", () => {
  it.each([
    ["@jane_doe", "https://x.com/jane_doe"],
    ["jane_doe", "https://x.com/jane_doe"],
    ["https://twitter.com/jane_doe", "https://x.com/jane_doe"],
    ["x.com/jane_doe/", "https://x.com/jane_doe"],
    ["https://mobile.twitter.com/jane_doe?lang=fr", "https://x.com/jane_doe"],
  ])("%s → %s", (input, href) => {
    expect(socialProfile("twitter", input)).toEqual({ href, display: "@jane_doe" });
  });

  it("rejects handles that cannot exist and non-profile pages", () => {
    expect(socialProfile("twitter", "@way_too_long_handle_here")).toBeNull();
    expect(socialProfile("twitter", "@jane.doe")).toBeNull();
    expect(socialProfile("twitter", "https://x.com/home")).toBeNull();
    expect(socialProfile("twitter", "https://x.com/jane/status/1")).toBeNull();
    expect(socialProfile("twitter", '@x"><img src=x onerror=alert(1)>')).toBeNull();
  });
});

describe("Instagram", () => {
  it.each([
    ["@jane.doe", "https://www.instagram.com/jane.doe"],
    ["jane.doe", "https://www.instagram.com/jane.doe"],
    ["instagram.com/jane.doe/", "https://www.instagram.com/jane.doe"],
    ["https://www.instagram.com/jane.doe/?hl=fr", "https://www.instagram.com/jane.doe"],
  ])("%s → %s", (input, href) => {
    expect(socialProfile("instagram", input)).toEqual({ href, display: "@jane.doe" });
  });

  it("rejects posts, other sites and data: URLs", () => {
    expect(socialProfile("instagram", "https://www.instagram.com/p/abc123/")).toBeNull();
    expect(socialProfile("instagram", "https://example.com/jane")).toBeNull();
    expect(parseSocial("instagram", "data:text/html,<script>alert(1)</script>")).toEqual({
      ok: false,
      reason: "unsafe",
    });
  });
});

describe("Calendly", () => {
  it.each([
    ["jane-doe", "https://calendly.com/jane-doe"],
    ["jane-doe/30min", "https://calendly.com/jane-doe/30min"],
    ["calendly.com/jane-doe/30min", "https://calendly.com/jane-doe/30min"],
    ["https://calendly.com/jane-doe/30min/", "https://calendly.com/jane-doe/30min"],
  ])("%s → %s", (input, href) => {
    expect(socialProfile("calendly", input)?.href).toBe(href);
  });

  it("also takes another booking service's https link", () => {
    expect(socialProfile("calendly", "cal.com/jane/intro")).toEqual({
      href: "https://cal.com/jane/intro",
      display: "cal.com/jane/intro",
    });
  });

  it("rejects unsafe links", () => {
    expect(parseSocial("calendly", "javascript:alert(1)")).toEqual({ ok: false, reason: "unsafe" });
    expect(socialProfile("calendly", "@jane")).toBeNull();
  });
});
