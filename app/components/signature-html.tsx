/**
 * Shows rendered signature HTML as it will be pasted. The string comes from render(), which
 * escapes every field and keeps only safe links: it is the exact markup that gets copied.
 */
export function SignatureHtml({
  html,
  className,
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: render() output is escaped email HTML
    <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
