/** @jsxImportSource #email-jsx */
import type { EmailNode } from "../email-jsx/jsx-runtime.ts";
import {
  breakable,
  Lines,
  Link,
  SizedImg,
  Stack,
  type StackRows,
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
  const { credit, colors, logo, banner } = model;
  const sides = inset ? spacePx(model, inset) : undefined;
  const small = text(model, 11, 15, {
    color: colors.muted,
    paddingLeft: sides,
    paddingRight: sides,
  });
  const imageRow = (image: EmailNode) => (
    <tr>
      <td
        colSpan={colSpan}
        align={align}
        style={{ paddingTop: spacePx(model, 14), paddingLeft: sides, paddingRight: sides }}
      >
        {image}
      </td>
    </tr>
  );
  const showLogo = withLogo && logo !== null;
  // The legal mentions first, then the disclaimer, in one block of small print; in the
  // bilingual version the second language's after a blank line.
  const smallPrint = model.smallPrint.flatMap((part, index) => [
    ...(index > 0 ? [""] : []),
    ...(part.legal ? [part.legal] : []),
    ...part.disclaimer,
  ]);
  return (
    <>
      {showLogo && imageRow(<SizedImg image={logo} />)}
      {banner &&
        imageRow(
          banner.href ? (
            <a href={banner.href}>
              <SizedImg image={banner} />
            </a>
          ) : (
            <SizedImg image={banner} />
          ),
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

/** A template that is one `Stack` of rows, then the footer rows. */
export function StackThenFooter({ model, rows }: TemplateProps & { rows: StackRows }) {
  return (
    <Table>
      {rows.some(Boolean) && (
        <tr>
          <td>
            <Stack model={model} rows={rows} />
          </td>
        </tr>
      )}
      <FooterRows model={model} />
    </Table>
  );
}
