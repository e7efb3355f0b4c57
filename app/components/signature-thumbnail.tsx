import { SignatureHtml } from "./signature-html.tsx";

/**
 * A picture of a signature: the whole of it, scaled down to the box's width (app.css), inert
 * so its links are neither focusable nor announced and clicks go to what holds it, and out of
 * the accessible name of the label or link around it.
 */
export function SignatureThumbnail({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div inert aria-hidden="true" className={`signature-thumbnail select-none ${className}`}>
      <SignatureHtml html={html} />
    </div>
  );
}
