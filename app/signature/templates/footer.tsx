/** @jsxImportSource #email-jsx */
import { breakable, Lines, Link, spacePx, Table, type TemplateProps, text } from "./parts.tsx";

/**
 * Disclaimer then credit line, as rows of the template's outer table. The disclaimer sits in
 * a table capped at 480px so a long text wraps instead of widening the signature.
 */
export function FooterRows({
  model,
  colSpan,
  align,
  inset,
}: TemplateProps & {
  colSpan?: number;
  align?: "center";
  /** left and right padding at normal spacing */
  inset?: number;
}) {
  const { disclaimer, credit, colors } = model;
  const sides = inset ? spacePx(model, inset) : undefined;
  const small = text(model, 11, 15, {
    color: colors.muted,
    paddingLeft: sides,
    paddingRight: sides,
  });
  return (
    <>
      {disclaimer.length > 0 && (
        <tr>
          <td colSpan={colSpan} align={align} style={{ paddingTop: spacePx(model, 14) }}>
            <Table align={align} style={{ maxWidth: "480px" }}>
              <tr>
                <td align={align} style={small}>
                  <Lines lines={disclaimer.map(breakable)} />
                </td>
              </tr>
            </Table>
          </td>
        </tr>
      )}
      {credit && (
        <tr>
          <td colSpan={colSpan} align={align} style={{ ...small, paddingTop: spacePx(model, 10) }}>
            <Link href={credit.href} color={colors.muted}>
              {credit.text}
            </Link>
          </td>
        </tr>
      )}
    </>
  );
}
