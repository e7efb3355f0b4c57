import { isIP } from "node:net";

/**
 * Set by our Express layer from the socket address (after its `trust proxy` setting); any
 * incoming copy is overwritten there, so routes can trust it. Other headers (X-Forwarded-For)
 * are client-controlled and never read here.
 */
export const CLIENT_IP_HEADER = "x-paraph-client-ip";
export const UNKNOWN_CLIENT_IP = "unknown";

/** The caller's IP address, or "unknown" when the server did not provide a valid one. */
export function clientIp(request: Request): string {
  const raw = request.headers.get(CLIENT_IP_HEADER)?.trim();
  if (!raw) return UNKNOWN_CLIENT_IP;
  const mappedV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(raw)?.[1];
  if (mappedV4 && isIP(mappedV4) === 4) return mappedV4;
  const withoutZone = raw.split("%")[0]!;
  return isIP(withoutZone) ? withoutZone.toLowerCase() : UNKNOWN_CLIENT_IP;
}

/**
 * The key to rate-limit an address by: IPv4 as is, IPv6 by its /64 network (one subscriber
 * usually owns a whole /64, so limiting single addresses would be trivial to bypass).
 */
export function rateLimitKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = expandIpv6(ip);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : ip;
}

/** Eight 16-bit groups without leading zeros, or null when `ip` is not IPv6 text. */
function expandIpv6(ip: string): string[] | null {
  let text = ip.toLowerCase();
  const embeddedV4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)?.[1];
  if (embeddedV4) {
    const [a = 0, b = 0, c = 0, d = 0] = embeddedV4.split(".").map(Number);
    text = `${text.slice(0, -embeddedV4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
