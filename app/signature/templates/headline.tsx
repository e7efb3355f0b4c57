/** @jsxImportSource #email-jsx */
// Headline: never a photo. The name large in the accent colour over a short thick accent bar,
// the role and company in spaced capitals, then the contacts in two columns (how to reach,
// where) divided by a vertical line, then the social links and the call to action.

import type { Contact, SignatureModel } from "../model.ts";
import { StackThenFooter } from "./footer.tsx";
import { iconLinkRows } from "./icon-contacts.tsx";
import {
  breakable,
  breakableLarge,
  cellBackground,
  LabelledContacts,
  lineBorder,
  px,
  Separated,
  spacePx,
  Table,
  type TemplateProps,
  text,
} from "./parts.tsx";

/** The bar under the name, in pixels at the normal text size (its thickness follows it). */
const BAR = { width: 40, height: 3 };

/**
 * The name's colour: the one chosen for it, else the accent (the model gives the text colour
 * when none was chosen, so a name colour equal to the text colour reads as none).
 */
function nameColor({ colors }: SignatureModel): string {
  return colors.name === colors.text ? colors.accent : colors.name;
}

function AccentBar({ model }: TemplateProps) {
  const { accent } = model.colors;
  // Its font size and line height are its height, exactly: Outlook would otherwise make the
  // cell as tall as a line of text.
  const height = px(model, BAR.height);
  return (
    <Table>
      <tr>
        <td
          width={BAR.width}
          height={BAR.height + model.fontStep}
          {...cellBackground(accent)}
          style={{
            backgroundColor: accent,
            fontSize: height,
            lineHeight: height,
            msoLineHeightRule: "exactly",
          }}
        >
          {"\u00a0"}
        </td>
      </tr>
    </Table>
  );
}

/** Phones and email (how to reach) on the left; website, address and custom fields (where,
 * and the rest) right of a line: contactGroups' reach group, then its others. */
function ContactColumns({ model }: TemplateProps) {
  const { colors } = model;
  const isReach = (contact: Contact) =>
    contact.kind === "phone" || contact.kind === "mobile" || contact.kind === "email";
  const columns = [
    model.contacts.filter(isReach),
    model.contacts.filter((contact) => !isReach(contact)),
  ].filter((group) => group.length > 0);
  const rule = lineBorder(colors, true);
  const labelStyle = { color: colors.muted };
  return (
    <Table>
      <tr>
        {columns.map((contacts, index) => (
          <td
            key={contacts[0]!.kind}
            valign="top"
            style={text(model, 13, 19, {
              borderLeft: index > 0 ? rule : undefined,
              paddingLeft: index > 0 ? spacePx(model, 16) : undefined,
              paddingRight: index === 0 && columns.length > 1 ? spacePx(model, 16) : undefined,
            })}
          >
            <LabelledContacts model={{ ...model, contacts }} labelStyle={labelStyle} />
          </td>
        ))}
      </tr>
    </Table>
  );
}

export default function HeadlineTemplate({ model }: TemplateProps) {
  const { colors, fullName, jobTitle, company } = model;
  const role = [jobTitle, company].filter(Boolean).map(breakable);
  const rows = [
    fullName && {
      gap: 0,
      content: breakableLarge(fullName),
      style: {
        fontSize: px(model, 22),
        lineHeight: px(model, 28),
        fontWeight: "bold",
        color: nameColor(model),
      },
    },
    fullName && { gap: 6, content: <AccentBar model={model} />, bare: true },
    role.length > 0 && {
      gap: 8,
      content: <Separated items={role} />,
      style: {
        fontSize: px(model, 11),
        lineHeight: px(model, 16),
        letterSpacing: "1px",
        textTransform: "uppercase",
        color: colors.muted,
      },
    },
    model.contacts.length > 0 && {
      gap: 12,
      content: <ContactColumns model={model} />,
      bare: true,
    },
    ...iconLinkRows(model),
  ];
  return <StackThenFooter model={model} rows={rows} />;
}
