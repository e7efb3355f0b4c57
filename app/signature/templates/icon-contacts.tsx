/** @jsxImportSource #email-jsx */
// Contacts after a small glyph (phone, mobile, email, website, address) instead of a text
// label, for the templates that show them so (Brand, Card), and the closing rows of icons.
import { Fragment } from "../email-jsx/jsx-runtime.ts";
import type { Contact, Icon, SignatureModel } from "../model.ts";
import {
  breakable,
  ContactValue,
  CtaButton,
  LabelledContacts,
  Lines,
  NBSP,
  SocialLinks,
  type StackRow,
  type TemplateProps,
  unbroken,
} from "./parts.tsx";

/**
 * The glyph inline, centred on the line: one line of a cell, no table per contact (a row of
 * two cells per contact would cost about 250 more characters each). Its alt text is the
 * contact's label, which is what a reader sees when images are blocked.
 */
function Glyph({ icon }: { icon: Icon }) {
  return (
    <img
      src={icon.src}
      width={icon.size}
      height={icon.size}
      alt={icon.alt}
      // not in a link, so no border to remove
      style={{ verticalAlign: "middle" }}
    />
  );
}

const hasGlyph = (contact: Contact) => contact.icon !== null || contact.kind === "custom";

/**
 * One contact a line: its glyph then its value; a custom field, which has no glyph, after its
 * label in the muted colour. Labelled contacts when the glyphs cannot be linked to (no
 * origin to serve them from).
 */
export function IconContacts({ model }: TemplateProps) {
  const { colors } = model;
  if (!model.contacts.every(hasGlyph)) return <LabelledContacts model={model} />;
  return (
    <Lines
      lines={model.contacts.map((contact) =>
        contact.icon ? (
          <Fragment key={contact.kind}>
            <Glyph icon={contact.icon} />
            {`${NBSP}${NBSP}`}
            <ContactValue contact={contact} color={colors.text} />
          </Fragment>
        ) : contact.label ? (
          <Fragment key={contact.kind}>
            <span style={{ color: colors.muted }}>{unbroken(contact.label)}</span>
            {`${NBSP}${breakable(contact.text)}`}
          </Fragment>
        ) : (
          breakable(contact.text)
        ),
      )}
    />
  );
}

/**
 * `linkRows` (social links, then the call to action) for the new templates: social icons
 * alone in a cell need no font styles (about 110 characters saved); names as text links keep
 * the text's font in the muted colour.
 */
export function iconLinkRows(model: SignatureModel): Array<StackRow | false> {
  const icons = model.socials.some((social) => social.icon);
  return [
    model.socials.length > 0 && {
      gap: 8,
      content: <SocialLinks model={model} />,
      ...(icons ? { bare: true } : { style: { color: model.colors.muted } }),
    },
    model.cta !== null && { gap: 12, content: <CtaButton model={model} />, bare: true },
  ];
}
