// Failures that mean "a backend is down or busy right now", not "this request is wrong":
// they are answered 503 with Retry-After (clients retry, load balancers see it) instead of a
// 500 that looks like a bug. Everything else stays a 500.

/** Thrown by our own stores (shared rate limits, sessions…) when their backend cannot answer. */
export class BackendUnavailableError extends Error {
  constructor(backend: string, options?: ErrorOptions) {
    super(`${backend} unavailable`, options);
    this.name = "BackendUnavailableError";
  }
}

// Socket-level failures (pg, ioredis, fetch).
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
]);

// PostgreSQL SQLSTATEs: connection exceptions (class 08), operator intervention (57P01–57P03:
// admin/crash shutdown, cannot connect now), too many connections (53300).
const POSTGRES_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

// node:sqlite's busy/locked database after busy_timeout.
const SQLITE_BUSY = /SQLITE_BUSY|database is locked/i;

// pg's own messages when a connection dies or the pool cannot get one in time.
const POSTGRES_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly/i;

/** True for an error caused by a database or shared store being unreachable or overloaded. */
export function isBackendUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof BackendUnavailableError) return true;
    if (typeof current !== "object") return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || code.startsWith("08")) {
        return true;
      }
      if (code === "ERR_SQLITE_ERROR" && typeof message === "string" && SQLITE_BUSY.test(message)) {
        return true;
      }
    }
    if (typeof message === "string" && POSTGRES_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
