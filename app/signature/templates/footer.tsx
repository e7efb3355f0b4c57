/** @jsxImportSource #email-jsx */
import { Lines, Link, Table, type TemplateProps, text } from "./parts.tsx";

/**
 * Disclaimer then credit line, as rows of the template's outer table. The disclaimer sits in
 * a table capped at 480px so a long text wraps instead of widening the signature.
 */
export function FooterRows({
  model,
  colSpan,
  align,
  inset,
}: TemplateProps & { colSpan?: number; align?: "center"; inset?: number }) {
  const { disclaimer, credit, colors } = model;
  const small = text(model, 11, 15, {
    color: colors.muted,
    paddingLeft: inset ? `${inset}px` : undefined,
    paddingRight: inset ? `${inset}px` : undefined,
  });
  return (
    <>
      {disclaimer.length > 0 && (
        <tr>
          <td colSpan={colSpan} align={align} style={{ paddingTop: "14px" }}>
            <Table align={align} style={{ maxWidth: "480px" }}>
              <tr>
                <td align={align} style={small}>
                  <Lines lines={disclaimer} />
                </td>
              </tr>
            </Table>
          </td>
        </tr>
      )}
      {credit && (
        <tr>
          <td colSpan={colSpan} align={align} style={{ ...small, paddingTop: "10px" }}>
            <Link href={credit.href} color={colors.muted}>
              {credit.text}
            </Link>
          </td>
        </tr>
      )}
    </>
  );
}
