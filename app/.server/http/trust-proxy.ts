import { isIP } from "node:net";

/**
 * Which X-Forwarded-For hops to believe (Express's `trust proxy`): none, the last `n` hops
 * (the proxies in front of the app), or only hops from the listed proxy addresses. Never
 * "everything": the left-most address is written by the client, so trusting it would let
 * anyone choose the IP every per-IP limit counts.
 */
export type TrustProxy = false | number | string[];

const PRESETS = new Set(["loopback", "linklocal", "uniquelocal"]);

/** TRUST_PROXY's value as Express takes it; a string error message when it is not valid. */
export function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim();
  if (text === "" || text === "false" || text === "0") return false;
  if (text === "true") {
    return "true would trust an address the client writes: give the number of proxies in front of the app (e.g. 1) or their addresses";
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : "a hop count must be between 0 and 10";
  }
  const entries = text.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      return `"${entry}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`;
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (PRESETS.has(entry)) return true;
  const [address = "", bits, extra] = entry.split("/");
  if (extra !== undefined) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}
