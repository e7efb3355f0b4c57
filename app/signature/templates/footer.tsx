/** @jsxImportSource #email-jsx */
import {
  breakable,
  Lines,
  Link,
  SizedImg,
  spacePx,
  Table,
  type TemplateProps,
  text,
} from "./parts.tsx";

/**
 * Logo, banner, legal mentions, disclaimer and credit line, as rows of the template's outer
 * table. Texts sit in a table capped at 480px so a long text wraps instead of widening the
 * signature.
 */
export function FooterRows({
  model,
  colSpan,
  align,
  inset,
  withLogo = true,
}: TemplateProps & {
  colSpan?: number;
  align?: "center";
  /** left and right padding at normal spacing */
  inset?: number;
  /** false when the template shows the logo elsewhere */
  withLogo?: boolean;
}) {
  const { disclaimer, credit, colors, logo, banner, legal } = model;
  const sides = inset ? spacePx(model, inset) : undefined;
  const small = text(model, 11, 15, {
    color: colors.muted,
    paddingLeft: sides,
    paddingRight: sides,
  });
  const sidePadding = { paddingLeft: sides, paddingRight: sides };
  const showLogo = withLogo && logo !== null;
  // The legal mentions first, then the disclaimer, in one block of small print.
  const smallPrint = legal ? [legal, ...disclaimer] : disclaimer;
  return (
    <>
      {showLogo && (
        <tr>
          <td
            colSpan={colSpan}
            align={align}
            style={{ paddingTop: spacePx(model, 14), ...sidePadding }}
          >
            <SizedImg image={logo} />
          </td>
        </tr>
      )}
      {banner && (
        <tr>
          <td
            colSpan={colSpan}
            align={align}
            style={{ paddingTop: spacePx(model, 14), ...sidePadding }}
          >
            {banner.href ? (
              <a href={banner.href}>
                <SizedImg image={banner} />
              </a>
            ) : (
              <SizedImg image={banner} />
            )}
          </td>
        </tr>
      )}
      {smallPrint.length > 0 && (
        <tr>
          <td colSpan={colSpan} align={align} style={{ paddingTop: spacePx(model, 14) }}>
            <Table align={align} style={{ maxWidth: "480px" }}>
              <tr>
                <td align={align} style={small}>
                  <Lines lines={smallPrint.map(breakable)} />
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
