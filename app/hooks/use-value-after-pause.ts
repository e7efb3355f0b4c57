import { startTransition, useEffect, useState } from "react";

/**
 * `value` once it has stayed the same for `pauseMs`: what is costly to draw follows typing at
 * its pauses instead of after every keystroke. The update is a transition, so a keystroke
 * arriving meanwhile goes first.
 */
export function useValueAfterPause<T>(value: T, pauseMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = window.setTimeout(() => startTransition(() => setSettled(value)), pauseMs);
    return () => window.clearTimeout(timer);
  }, [value, pauseMs, settled]);
  return settled;
}
