/**
 * Shows rendered signature HTML as it will be pasted. The string comes from render(), which
 * escapes every field and keeps only safe links: it is the exact markup that gets copied.
 */
export function SignatureHtml({
  html,
  className,
  testId,
  dataTryItPreview,
}: {
  html: string;
  className?: string;
  testId?: string;
  /** the home page's live preview (app/islands/try-it.ts) */
  dataTryItPreview?: boolean;
}) {
  return (
    <div
      className={className}
      data-testid={testId}
      data-try-it-preview={dataTryItPreview ? "" : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: render() output is escaped email HTML
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
