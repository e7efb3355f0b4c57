import { type CSSProperties, useLayoutEffect, useRef, useState } from "react";
import { declarativeShadowRoot, showSignature } from "../signature/signature-frame.ts";

/**
 * Shows rendered signature HTML as it will be pasted, isolated from the page's styles in a
 * shadow root (ADR 022). The string comes from render(), which escapes every field and keeps
 * only safe links: it is the exact markup that gets copied.
 */
export function SignatureHtml({
  html,
  className = "",
  style,
  testId,
  dataTryItPreview,
}: {
  html: string;
  /** sizing of the frame (its width, zoom); it is a block by default */
  className?: string;
  style?: CSSProperties;
  testId?: string;
  /** the home page's live preview (app/islands/try-it.ts) */
  dataTryItPreview?: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  // The server's markup carries the first rendering as a declarative shadow root, so it shows
  // before hydration (and on pages that never hydrate). It stays the element's markup: later
  // renderings go straight into the shadow root, and React never rewrites it.
  const [initial] = useState(() => ({ html, markup: { __html: declarativeShadowRoot(html) } }));
  const shown = useRef<string | null>(null);

  useLayoutEffect(() => {
    const element = host.current;
    if (!element || shown.current === html) return;
    const parsedByBrowser = shown.current === null && element.shadowRoot && html === initial.html;
    if (!parsedByBrowser) showSignature(element, html);
    shown.current = html;
  }, [html, initial]);

  return (
    <div
      ref={host}
      className={`signature-frame ${className}`}
      style={style}
      data-testid={testId}
      data-try-it-preview={dataTryItPreview ? "" : undefined}
      // A client-side render cannot attach a declarative root; the layout effect does instead.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: render() output is escaped email HTML
      dangerouslySetInnerHTML={initial.markup}
    />
  );
}
