import { useEffect, useRef, useState } from "react";

/** How long an undo toast stays (paused while the pointer is on it or it has keyboard focus). */
export const UNDO_WINDOW_MS = 8000;

/**
 * "Deleted — Undo": a message with one action at the bottom of the screen, which expires after
 * `UNDO_WINDOW_MS`. The action gets the focus (the button that opened it is gone); a keyboard
 * user is given all the time they need: the timer waits while the focus is visibly inside. When
 * it goes with the focus inside, the focus moves to the page's main landmark.
 */
export function UndoToast({
  message,
  actionLabel,
  onAction,
  onExpire,
}: {
  message: string;
  actionLabel: string;
  onAction: () => void;
  onExpire: () => void;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const remaining = useRef(UNDO_WINDOW_MS);
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;
  const paused = hovered || keyboardFocus;

  useEffect(() => {
    buttonRef.current?.focus();
    const box = boxRef.current;
    return () => {
      if (box?.contains(document.activeElement)) document.getElementById("main")?.focus();
    };
  }, []);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => expireRef.current(), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div
        ref={boxRef}
        role="status"
        data-testid="undo-toast"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={(event) => setKeyboardFocus(event.target.matches(":focus-visible"))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
        }}
        className="pointer-events-auto flex max-w-full items-center gap-4 rounded-lg bg-slate-900 py-2 pr-2 pl-4 text-white shadow-lg"
      >
        <p className="min-w-0">{message}</p>
        <button
          ref={buttonRef}
          type="button"
          onClick={onAction}
          className="shrink-0 rounded-md px-3 py-1.5 font-semibold text-brand-100 underline-offset-4 ring-1 ring-slate-500 hover:bg-slate-800 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {actionLabel}
        </button>
      </div>
    </div>
  );
}
