/** @jsxImportSource #email-jsx */
// Brand: the company's logo as the left column, a vertical rule in the accent colour, then
// the name, contacts after small glyphs, and the social links. Without a logo, the photo
// takes its place; without either, the text stands alone.

import { FooterRows } from "./footer.tsx";
import { IconContacts, iconLinkRows } from "./icon-contacts.tsx";
import { LargeName } from "./name-block.tsx";
import {
  breakable,
  hasDetails,
  hasIdentity,
  Lines,
  lineBorder,
  Photo,
  px,
  SizedImg,
  Stack,
  spacePx,
  Table,
  type TemplateProps,
} from "./parts.tsx";

/** Space between the left column and the rule, and between the rule and the text. */
const GUTTER = 18;

/** The width the logo and the text share before the text drops below the logo. */
const ROW_WIDTH = 580;

export default function LogoTemplate({ model }: TemplateProps) {
  const { logo, photo, colors, fullName, jobTitle, company } = model;
  const hasText = hasIdentity(model) || hasDetails(model);
  const leftWidth = logo?.width ?? photo?.size ?? 0;
  const left = leftWidth > 0;
  const both = left && hasText;
  const rule = lineBorder(colors, both, colors.accent);
  return (
    <Table>
      {(left || hasText) && (
        <tr>
          <td>
            {/* Two floating tables: side by side where they fit, the text under the logo on a
                phone (where the rule becomes a bar along the text's left edge). */}
            {left && (
              <Table align="left">
                <tr>
                  <td
                    valign="top"
                    width={leftWidth}
                    style={{
                      width: `${leftWidth}px`,
                      paddingRight: hasText ? spacePx(model, GUTTER) : undefined,
                      paddingBottom: hasText ? spacePx(model, 12) : undefined,
                    }}
                  >
                    {logo ? <SizedImg image={logo} /> : <Photo model={model} />}
                  </td>
                </tr>
              </Table>
            )}
            {hasText && (
              <Table
                align="left"
                // beside a wide logo, the text wraps rather than drops below it in a 600px message
                style={
                  logo ? { maxWidth: `${Math.max(280, ROW_WIDTH - leftWidth - GUTTER)}px` } : {}
                }
              >
                <tr>
                  <td
                    style={{
                      borderLeft: rule,
                      paddingLeft: both ? spacePx(model, GUTTER) : undefined,
                    }}
                  >
                    <Stack
                      model={model}
                      rows={[
                        hasIdentity(model) && {
                          gap: 0,
                          content: (
                            <Lines
                              lines={[
                                fullName && <LargeName model={model} size={20} lineHeight={26} />,
                                jobTitle && breakable(jobTitle),
                                company && (
                                  <span style={{ color: colors.accent, fontWeight: "bold" }}>
                                    {breakable(company)}
                                  </span>
                                ),
                              ].filter(Boolean)}
                            />
                          ),
                        },
                        model.contacts.length > 0 && {
                          gap: 10,
                          content: <IconContacts model={model} />,
                          style: { lineHeight: px(model, 22) },
                        },
                        ...iconLinkRows(model),
                      ]}
                    />
                  </td>
                </tr>
              </Table>
            )}
          </td>
        </tr>
      )}
      <FooterRows model={model} withLogo={false} />
    </Table>
  );
}
