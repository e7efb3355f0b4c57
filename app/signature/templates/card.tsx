/** @jsxImportSource #email-jsx */
// Card (Pro): the signature in a box washed with the accent colour, under a thick accent top
// edge: photo on the left, name and contacts after glyphs on the right, the call to action and
// the social icons along the bottom. Logo, banner and small print follow below the card.

import { tint } from "../colors.ts";
import { FooterRows } from "./footer.tsx";
import { IconContacts } from "./icon-contacts.tsx";
import { NameBlock } from "./name-block.tsx";
import {
  CtaButton,
  cellBackground,
  hasIdentity,
  PhotoCell,
  SocialLinks,
  space,
  spacePx,
  Table,
  type TemplateProps,
  text,
} from "./parts.tsx";

/** How much white the card's background mixes into the accent colour. */
export const CARD_TINT = 0.92;

/** Thickness of the accent edge along the top of the card, in pixels. */
const EDGE = 4;

/** `colSpan` for a cell spanning `columns` columns: nothing for one. */
const span = (columns: number) => (columns > 1 ? columns : undefined);

export default function CardTemplate({ model }: TemplateProps) {
  const { photo, colors, socials, cta } = model;
  const identity = hasIdentity(model);
  const contacts = model.contacts.length > 0;
  const links = socials.length > 0;
  const background = tint(colors.accent, CARD_TINT);
  // Three rows in one table: the photo beside the name, the contacts across the card, then the
  // button at the left and the social icons at the right. Columns: the photo's, then the
  // button's and the icons' (the icons' cell is as narrow as they are).
  const photoColumns = photo ? 1 : 0;
  const columns = photoColumns + (cta && links ? 2 : 1);
  const header = photo !== null || identity;
  const below = (above: boolean) => (above ? spacePx(model, 14) : undefined);
  return (
    <Table>
      {(header || contacts || links || cta) && (
        <tr>
          <td
            {...cellBackground(background)}
            style={{
              backgroundColor: background,
              borderTop: `${EDGE}px solid ${colors.accent}`,
              padding: `${space(model, 16)}px ${space(model, 20)}px`,
            }}
          >
            <Table>
              {header && (
                <tr>
                  <PhotoCell model={model} valign="middle" paddingRight={identity ? 16 : 0} />
                  {identity && (
                    <td
                      valign="middle"
                      colSpan={span(columns - photoColumns)}
                      style={text(model, 13, 19)}
                    >
                      <NameBlock model={model} />
                    </td>
                  )}
                </tr>
              )}
              {contacts && (
                <tr>
                  <td
                    colSpan={span(columns)}
                    style={text(model, 13, 22, { paddingTop: below(header) })}
                  >
                    <IconContacts model={model} />
                  </td>
                </tr>
              )}
              {(cta || links) && (
                <tr>
                  {cta && (
                    <td
                      valign="middle"
                      colSpan={span(links ? columns - 1 : columns)}
                      style={{ paddingTop: below(header || contacts) }}
                    >
                      <CtaButton model={model} />
                    </td>
                  )}
                  {links && (
                    <td
                      align="right"
                      valign="middle"
                      colSpan={span(cta ? 1 : columns)}
                      style={{
                        // names as text links need the text's font; inline icons do not
                        ...(socials.some((social) => social.icon)
                          ? {}
                          : text(model, 13, 19, { color: colors.muted })),
                        paddingTop: below(header || contacts),
                        paddingLeft: cta ? spacePx(model, 12) : undefined,
                      }}
                    >
                      <SocialLinks model={model} />
                    </td>
                  )}
                </tr>
              )}
            </Table>
          </td>
        </tr>
      )}
      <FooterRows model={model} />
    </Table>
  );
}
