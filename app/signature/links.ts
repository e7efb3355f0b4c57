// Safe links for signatures: only https:, http:, mailto: and tel: ever reach an href.
// Used by the schema (to reject what we cannot link to) and by the renderer (to drop
// anything that slipped through, e.g. old browser storage).

export const MAX_URL_LENGTH = 2048;

export type WebUrlResult = { ok: true; href: string } | { ok: false; reason: "unsafe" | "invalid" };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const EMAIL = /^[^\s@<>()[\]\\,;:"']+@[^\s@<>()[\]\\,;:"']+\.[^\s@<>()[\]\\,;:"']+$/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const SPACE_OR_CONTROL = /[\u0000-\u0020\u007f-\u009f\s]/;

/** Whitespace or a control character anywhere: never part of a link we write out. */
function hasSpaceOrControl(value: string): boolean {
  return SPACE_OR_CONTROL.test(value);
}

/** The scheme the input starts with, or null for a bare domain such as `example.com:8080/x`. */
function schemeOf(input: string): string | null {
  const match = SCHEME.exec(input);
  if (!match) return null;
  const rest = input.slice(match[0].length);
  // `example.com:8080` is a host and a port, not a scheme.
  if (match[1]!.includes(".") && /^\d/.test(rest)) return null;
  return match[1]!.toLowerCase();
}

/**
 * Reads a web address typed by a person: `https://…`, `http://…` or a bare domain
 * (`example.com/page`, made https). Any other scheme (`javascript:`, `data:`, `ftp:`…) is
 * "unsafe"; something that is not an address with a dotted host name is "invalid".
 */
export function parseWebUrl(input: string): WebUrlResult {
  const result = parseWebUrlParts(input);
  return result.ok ? { ok: true, href: result.url.href } : result;
}

/** parseWebUrl, giving the parsed URL itself to callers that read its parts. */
export function parseWebUrlParts(
  input: string,
): { ok: true; url: URL } | { ok: false; reason: "unsafe" | "invalid" } {
  const value = input.trim();
  if (value === "" || value.length > MAX_URL_LENGTH || hasSpaceOrControl(value)) {
    return { ok: false, reason: "invalid" };
  }
  const scheme = schemeOf(value);
  if (scheme !== null && scheme !== "http" && scheme !== "https") {
    return { ok: false, reason: "unsafe" };
  }
  const candidate = scheme === null ? `https://${value.replace(/^\/+/, "")}` : value;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "unsafe" };
  const host = url.hostname;
  if (!host.includes(".") || host.startsWith(".") || host.endsWith(".")) {
    return { ok: false, reason: "invalid" };
  }
  if (url.username !== "" || url.password !== "") return { ok: false, reason: "invalid" };
  return { ok: true, url };
}

/** An http(s) href for a web address, or null when it is not one we may link to. */
export function webHref(input: string): string | null {
  const result = parseWebUrl(input);
  return result.ok ? result.href : null;
}

/** `example.com/page` for `https://www.example.com/page/`: what a reader should see. */
export function displayUrl(href: string): string {
  return href.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

export function isEmailLike(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** `mailto:` link for an email address, or null when it does not look like one. */
export function mailtoHref(email: string): string | null {
  const value = email.trim();
  return isEmailLike(value) ? `mailto:${value}` : null;
}

/** `tel:+33123456789` from `+33 (0)1 23 45 67 89`-style input; null without digits. */
export function telHref(phone: string): string | null {
  const value = phone.trim();
  const international = value.startsWith("+") || value.startsWith("00");
  // In `+33 (0)1 23…` the bracketed trunk zero is not dialled from abroad.
  const dialled = international ? value.replace(/\(0\)/g, "") : value;
  const digits = dialled.replace(/\D/g, "");
  if (digits.length === 0) return null;
  if (value.startsWith("00")) return digits.length > 2 ? `tel:+${digits.slice(2)}` : null;
  return international ? `tel:+${digits}` : `tel:${digits}`;
}

/** The last line of defence: an href is kept only with one of the four allowed schemes. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (hasSpaceOrControl(value)) return null;
  const scheme = schemeOf(value);
  if (scheme === "mailto") return mailtoHref(value.slice("mailto:".length));
  if (scheme === "tel") return /^tel:\+?\d+$/i.test(value) ? value : null;
  return webHref(value);
}
