/** @jsxImportSource #email-jsx */
// The short version of any signature, for replies and forwards: the name, the role, and one
// line of contacts (a phone and the email), in the signature's own font and colours.

import type { Contact, SignatureModel } from "../model.ts";
import { roleLine } from "./name-block.tsx";
import { ContactValue, Lines, px, Separated, Table, type TemplateProps, text } from "./parts.tsx";

/** One phone (the office one, else the mobile) and the email. */
export function shortContacts(model: SignatureModel): Contact[] {
  const phone =
    model.contacts.find((contact) => contact.kind === "phone") ??
    model.contacts.find((contact) => contact.kind === "mobile");
  const email = model.contacts.find((contact) => contact.kind === "email");
  return [phone, email].filter((contact) => contact !== undefined);
}

export function ShortSignature({ model }: TemplateProps) {
  const { colors } = model;
  const reach = shortContacts(model);
  const role = roleLine(model);
  const lines = [
    model.fullName && (
      <span style={{ fontWeight: "bold", fontSize: px(model, 14), color: colors.name }}>
        {model.fullName}
      </span>
    ),
    role && <span style={{ color: colors.muted }}>{role}</span>,
    reach.length > 0 && (
      <Separated
        items={reach.map((contact) => (
          <ContactValue key={contact.kind} contact={contact} color={colors.accent} />
        ))}
      />
    ),
  ].filter(Boolean);
  return (
    <Table>
      <tr>
        <td style={text(model, 12, 18)}>
          <Lines lines={lines} />
        </td>
      </tr>
    </Table>
  );
}
