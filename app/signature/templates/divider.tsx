/** @jsxImportSource #email-jsx */
// Divider: the name block (with a small photo), a horizontal rule, then the contacts
// side by side.
import { Fragment } from "../email-jsx/jsx-runtime.ts";
import { FooterRows } from "./footer.tsx";
import { NameBlock } from "./name-block.tsx";
import {
  breakable,
  ContactValue,
  CtaButton,
  contactGroups,
  hasDetails,
  hasIdentity,
  Lines,
  NBSP,
  PhotoCell,
  Separated,
  SocialLinks,
  spacePx,
  Table,
  type TemplateProps,
  text,
  unbroken,
} from "./parts.tsx";

export function DividerTemplate({ model }: TemplateProps) {
  const { photo, colors } = model;
  const above = photo !== null || hasIdentity(model);
  const contactLines = model.contacts.length > 0 || model.socials.length > 0;
  // The rule divides the name block from the contacts: only drawn between the two.
  const rule =
    above && contactLines && colors.lineWidth > 0
      ? `${colors.lineWidth}px solid ${colors.line}`
      : undefined;
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
                ...contactGroups(model).map((group) => (
                  <Separated
                    key={group[0]!.kind}
                    items={group.map((contact) =>
                      contact.kind === "address" || !contact.label ? (
                        breakable(contact.text)
                      ) : (
                        <Fragment key={contact.kind}>
                          <span style={{ color: colors.accent }}>{unbroken(contact.label)}</span>
                          {NBSP}
                          <ContactValue contact={contact} color={colors.text} bare />
                        </Fragment>
                      ),
                    )}
                  />
                )),
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
