/** @jsxImportSource #email-jsx */
// Divider: the name block (with a small photo), a horizontal rule, then the contacts
// side by side.
import { FooterRows } from "./footer.tsx";
import { NameBlock } from "./name-block.tsx";
import {
  CtaButton,
  contactGroupLines,
  hasDetails,
  hasIdentity,
  Lines,
  lineBorder,
  PhotoCell,
  SocialLinks,
  spacePx,
  Table,
  type TemplateProps,
  text,
} from "./parts.tsx";

export default function DividerTemplate({ model }: TemplateProps) {
  const { photo, colors } = model;
  const above = photo !== null || hasIdentity(model);
  const contactLines = model.contacts.length > 0 || model.socials.length > 0;
  // The rule divides the name block from the contacts: only drawn between the two.
  const rule = lineBorder(colors, above && contactLines);
  return (
    <Table>
      {above && (
        <tr>
          <td style={{ paddingBottom: hasDetails(model) ? spacePx(model, 10) : undefined }}>
            <Table>
              <tr>
                <PhotoCell
                  model={model}
                  valign="middle"
                  paddingRight={hasIdentity(model) ? 14 : 0}
                />
                {hasIdentity(model) && (
                  <td valign="middle" style={text(model, 13, 19)}>
                    <NameBlock model={model} />
                  </td>
                )}
              </tr>
            </Table>
          </td>
        </tr>
      )}
      {contactLines && (
        <tr>
          <td
            style={text(model, 13, 20, {
              color: colors.muted,
              borderTop: rule,
              paddingTop: rule ? spacePx(model, 10) : undefined,
            })}
          >
            <Lines
              lines={[
                ...contactGroupLines(model, colors.accent),
                model.socials.length > 0 && <SocialLinks model={model} />,
              ].filter(Boolean)}
            />
          </td>
        </tr>
      )}
      {model.cta && (
        <tr>
          <td style={{ paddingTop: above || contactLines ? spacePx(model, 12) : undefined }}>
            <CtaButton model={model} />
          </td>
        </tr>
      )}
      <FooterRows model={model} />
    </Table>
  );
}
