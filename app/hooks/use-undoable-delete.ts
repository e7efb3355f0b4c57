import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Deleting with a way back: the item is set aside at once (the page hides it) and `commit`
 * deletes it for real only when the undo window closes: the toast's timer, the next delete,
 * or leaving the page. Until then nothing is touched, in the browser or in the cloud, so
 * undoing costs nothing and works offline.
 */
export function useUndoableDelete<T>(commit: (item: T) => void) {
  const [pending, setPending] = useState<T | null>(null);
  const pendingRef = useRef<T | null>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  /** Deletes the item set aside, if any. */
  const finish = useCallback(() => {
    const item = pendingRef.current;
    if (item === null) return;
    pendingRef.current = null;
    setPending(null);
    commitRef.current(item);
  }, []);

  /** Sets `item` aside; one set aside before is deleted now. */
  const start = useCallback(
    (item: T) => {
      finish();
      pendingRef.current = item;
      setPending(item);
    },
    [finish],
  );

  /** Gives back the item set aside (null when its window has closed). */
  const undo = useCallback((): T | null => {
    const item = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    return item;
  }, []);

  // Leaving the page (or this page's component) closes the window: the delete happens.
  useEffect(() => {
    window.addEventListener("pagehide", finish);
    return () => {
      window.removeEventListener("pagehide", finish);
      finish();
    };
  }, [finish]);

  return { pending, start, finish, undo };
}
