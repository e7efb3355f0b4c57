/** @jsxImportSource #email-jsx */
// Divider: the name block (with a small photo), a horizontal rule, then the contacts
// side by side.
import { Fragment } from "../email-jsx/jsx-runtime.ts";
import { FooterRows } from "./footer.tsx";
import { NameBlock } from "./name-block.tsx";
import {
  ContactValue,
  CtaButton,
  contactGroups,
  Lines,
  NBSP,
  Photo,
  Separated,
  SocialLinks,
  Table,
  type TemplateProps,
  text,
} from "./parts.tsx";

export function DividerTemplate({ model }: TemplateProps) {
  const { photo, colors } = model;
  const rule = colors.lineWidth > 0 ? `${colors.lineWidth}px solid ${colors.line}` : undefined;
  const hasDetails = model.contacts.length > 0 || model.socials.length > 0 || model.cta;
  return (
    <Table>
      <tr>
        <td style={{ paddingBottom: hasDetails ? "10px" : undefined }}>
          <Table>
            <tr>
              {photo && (
                <td valign="middle" style={{ paddingRight: "14px" }}>
                  <Photo model={model} />
                </td>
              )}
              <td valign="middle" style={text(model, 13, 19)}>
                <NameBlock model={model} />
              </td>
            </tr>
          </Table>
        </td>
      </tr>
      {hasDetails && (
        <tr>
          <td
            style={text(model, 13, 20, {
              color: colors.muted,
              borderTop: rule,
              paddingTop: "10px",
            })}
          >
            <Lines
              lines={[
                ...contactGroups(model).map((group) => (
                  <Separated
                    key={group[0]!.kind}
                    items={group.map((contact) =>
                      contact.kind === "address" ? (
                        contact.text
                      ) : (
                        <Fragment key={contact.kind}>
                          <span style={{ color: colors.accent }}>{contact.label}</span>
                          {NBSP}
                          <ContactValue contact={contact} color={colors.text} />
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
          <td style={{ paddingTop: "12px" }}>
            <CtaButton model={model} />
          </td>
        </tr>
      )}
      <FooterRows model={model} />
    </Table>
  );
}
