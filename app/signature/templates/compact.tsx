/** @jsxImportSource #email-jsx */
// Compact: a small photo beside short lines: name · role; phones, email and website;
// then address, social links and the call to action as a text link.

import { FooterRows } from "./footer.tsx";
import { roleLine } from "./name-block.tsx";
import {
  breakable,
  ContactValue,
  Lines,
  Link,
  NBSP,
  PhotoCell,
  px,
  Separated,
  SocialLinks,
  Table,
  type TemplateProps,
  text,
  unbroken,
} from "./parts.tsx";

export default function CompactTemplate({ model }: TemplateProps) {
  const { photo, colors, cta } = model;
  const role = roleLine(model);
  const icons = model.socials.some((social) => social.icon);
  const textSocials = icons ? [] : model.socials;
  const reach = model.contacts
    .filter((contact) => contact.kind !== "address")
    .map((contact) => <ContactValue key={contact.kind} contact={contact} color={colors.text} />);
  const more = [
    ...model.contacts
      .filter((contact) => contact.kind === "address")
      .map((contact) => breakable(contact.text)),
    ...textSocials.map((social) => (
      <Link key={social.network} href={social.href} color={colors.accent}>
        {unbroken(social.label)}
      </Link>
    )),
    cta && (
      <Link href={cta.href} color={colors.accent} style={{ fontWeight: "bold" }}>
        {`${breakable(cta.label)}${NBSP}→`}
      </Link>
    ),
  ].filter(Boolean);
  const lines = [
    (model.fullName || role) && (
      <Separated
        items={[
          model.fullName && (
            <span style={{ fontSize: px(model, 15), fontWeight: "bold", color: colors.name }}>
              {breakable(model.fullName)}
            </span>
          ),
          role,
        ].filter(Boolean)}
      />
    ),
    reach.length > 0 && <Separated items={reach} />,
    more.length > 0 && <Separated items={more} />,
    icons && <SocialLinks model={model} />,
  ].filter(Boolean);
  return (
    <Table>
      {(photo || lines.length > 0) && (
        <tr>
          <PhotoCell model={model} paddingRight={lines.length > 0 ? 12 : 0} />
          {lines.length > 0 && (
            <td valign="top" style={text(model, 12, 18, { color: colors.muted })}>
              <Lines lines={lines} />
            </td>
          )}
        </tr>
      )}
      <FooterRows model={model} colSpan={photo && lines.length > 0 ? 2 : undefined} />
    </Table>
  );
}
