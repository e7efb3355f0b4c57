/** @jsxImportSource #email-jsx */
// Compact: a small photo beside short lines: name and role; phones, email and website;
// then address, social links and the call to action as a text link.

import { FooterRows } from "./footer.tsx";
import { roleLine } from "./name-block.tsx";
import {
  ContactValue,
  Lines,
  Link,
  NBSP,
  Photo,
  Separated,
  Table,
  type TemplateProps,
  text,
  unbroken,
} from "./parts.tsx";

export function CompactTemplate({ model }: TemplateProps) {
  const { photo, colors, cta } = model;
  const role = roleLine(model);
  const reach = model.contacts
    .filter((contact) => contact.kind !== "address")
    .map((contact) => <ContactValue key={contact.kind} contact={contact} color={colors.text} />);
  const more = [
    ...model.contacts
      .filter((contact) => contact.kind === "address")
      .map((contact) => contact.text),
    ...model.socials.map((social) => (
      <Link key={social.network} href={social.href} color={colors.accent}>
        {unbroken(social.label)}
      </Link>
    )),
    cta && (
      <Link href={cta.href} color={colors.accent} style={{ fontWeight: "bold" }}>
        {`${cta.label}${NBSP}→`}
      </Link>
    ),
  ].filter(Boolean);
  return (
    <Table>
      <tr>
        {photo && (
          <td valign="top" style={{ paddingRight: "12px" }}>
            <Photo model={model} />
          </td>
        )}
        <td valign="top" style={text(model, 12, 18, { color: colors.muted })}>
          <Lines
            lines={[
              (model.fullName || role) && (
                <>
                  {model.fullName && (
                    <span style={{ fontSize: "15px", fontWeight: "bold", color: colors.text }}>
                      {model.fullName}
                    </span>
                  )}
                  {model.fullName && role && `${NBSP}| `}
                  {role}
                </>
              ),
              reach.length > 0 && <Separated items={reach} />,
              more.length > 0 && <Separated items={more} />,
            ].filter(Boolean)}
          />
        </td>
      </tr>
      <FooterRows model={model} colSpan={photo ? 2 : undefined} />
    </Table>
  );
}
