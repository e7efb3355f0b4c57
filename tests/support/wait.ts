import { setTimeout as sleep } from "node:timers/promises";

/** How long a wait may last before it counts as "never": generous, machines are shared. */
export const NEVER_MS = 30_000;

/**
 * Resolves once `condition` holds, looking every `intervalMs`. Tests wait for what they need
 * rather than for a time; the timeout only turns "never" into a failure that names `what`.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  { timeoutMs = NEVER_MS, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline)
      throw new Error(`still waiting after ${timeoutMs} ms: ${what}`);
    await sleep(intervalMs);
  }
}
