/** @jsxImportSource #email-jsx */
// Building blocks shared by the templates. Email-safe by construction: tables for layout,
// inline styles only, explicit image sizes, text escaped by the email JSX runtime.
import { type CSSProperties, type EmailNode, Fragment } from "../email-jsx/jsx-runtime.ts";
import { breakLongRuns, LONGEST_NAME_RUN } from "../line-breaks.ts";
import type { Contact, SignatureModel, SizedImage } from "../model.ts";

export type TemplateProps = { model: SignatureModel };

/** Keeps a label on the same line as its value. */
export const NBSP = "\u00a0";

const unbrokenLabels = new Map<string, string>();

/** "Book a meeting" or "E-mail" never breaks inside itself (no-break space and hyphen). */
export function unbroken(label: string): string {
  let result = unbrokenLabels.get(label);
  if (result === undefined) {
    result = label.replace(/ /g, NBSP).replace(/-/g, "\u2011");
    // Labels come from a short fixed list (output-labels.ts); the cap is a safety net.
    if (unbrokenLabels.size >= 200) unbrokenLabels.clear();
    unbrokenLabels.set(label, result);
  }
  return result;
}

/** Whether there is a name, a job title or a company to show. */
export function hasIdentity({ fullName, jobTitle, company }: SignatureModel): boolean {
  return fullName !== "" || jobTitle !== "" || company !== "";
}

/** Whether there are contacts, social links or a call to action to show. */
export function hasDetails({ contacts, socials, cta }: SignatureModel): boolean {
  return contacts.length > 0 || socials.length > 0 || cta !== null;
}

/**
 * The signature's line as a CSS border where it is drawn (`drawn`, and a line width chosen):
 * `"1px solid #d0d5dd"`, else undefined.
 */
export function lineBorder(
  colors: SignatureModel["colors"],
  drawn: boolean,
  color = colors.line,
): string | undefined {
  return drawn && colors.lineWidth > 0 ? `${colors.lineWidth}px solid ${color}` : undefined;
}

/** A layout table as every email client expects it. */
export function Table({
  children,
  style,
  align,
  width,
}: {
  children: EmailNode;
  style?: CSSProperties;
  align?: "left" | "center";
  width?: string;
}) {
  return (
    <table
      cellPadding={0}
      cellSpacing={0}
      border={0}
      role="presentation"
      align={align}
      width={width}
      style={style}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

/** `bgcolor` for a cell: the attribute Outlook reads, beside the `background-color` style. */
export function cellBackground(color: string) {
  return { bgcolor: color } as { bgcolor?: string };
}

/** A font size or line height of the normal text size, in the text size chosen: `"14px"`. */
export function px(model: SignatureModel, size: number): string {
  return `${size + model.fontStep}px`;
}

/** A gap or padding of the normal spacing, in the spacing chosen, in whole pixels. */
export function space(model: SignatureModel, size: number): number {
  return Math.round(size * model.spaceFactor);
}

/** `space` as a CSS length: `"16px"`, or undefined for none (no padding written). */
export function spacePx(model: SignatureModel, size: number): string | undefined {
  const value = space(model, size);
  return value > 0 ? `${value}px` : undefined;
}

/** The font, size, line height and colour every text cell repeats (Outlook does not inherit). */
export function text(
  model: SignatureModel,
  size: number,
  lineHeight: number,
  extra?: CSSProperties,
): CSSProperties {
  return {
    fontFamily: model.font,
    fontSize: px(model, size),
    lineHeight: px(model, lineHeight),
    msoLineHeightRule: "exactly",
    color: model.colors.text,
    ...extra,
  };
}

/** What the person typed, with places to break if a run of it is too long (line-breaks.ts). */
export function breakable(text: string): string {
  return breakLongRuns(text);
}

/** `breakable` for large or capitalised type (a name at 18 px): shorter runs break. */
export function breakableLarge(text: string): string {
  return breakLongRuns(text, LONGEST_NAME_RUN);
}

/**
 * The photo at its size whatever the page around it says: the attributes for Outlook, the
 * same in CSS with a minimum width for clients and pages that shrink images (`max-width:
 * 100%` in a narrow cell).
 */
export function Photo({ model, style }: TemplateProps & { style?: CSSProperties }) {
  const { photo } = model;
  if (!photo) return null;
  const size = `${photo.size}px`;
  return (
    <img
      src={photo.src}
      width={photo.size}
      height={photo.size}
      alt={photo.alt}
      style={{ display: "block", border: 0, width: size, minWidth: size, height: size, ...style }}
    />
  );
}

/**
 * The cell of a photo beside text: as wide as the photo (attribute and CSS), so long text
 * next to it wraps instead of narrowing the photo's column.
 */
export function PhotoCell({
  model,
  valign = "top",
  paddingRight,
}: TemplateProps & { valign?: "top" | "middle"; paddingRight: number }) {
  const { photo } = model;
  if (!photo) return null;
  return (
    <td
      valign={valign}
      width={photo.size}
      style={{ width: `${photo.size}px`, paddingRight: spacePx(model, paddingRight) }}
    >
      <Photo model={model} />
    </td>
  );
}

export function Link({
  href,
  color,
  children,
  style,
}: {
  href: string | null;
  color: string;
  children: EmailNode;
  style?: CSSProperties;
}) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} style={{ color, textDecoration: "none", ...style }}>
      {children}
    </a>
  );
}

/**
 * Items separated by a dot, in the cell's colour. A line may break before a dot, never after
 * it: the dot is glued to the item that follows by a no-break space, so a narrow client
 * starts the next line with "· item" rather than ending one with "item ·". Hiding the dot
 * that starts a line would need CSS no email client runs (selectors, `:first-child` per
 * line); plain characters and spaces are what every client lays out the same way.
 */
export function Separated({ items }: { items: EmailNode[] }) {
  return (
    <>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once
        <Fragment key={index}>
          {index > 0 && SEPARATOR}
          {item}
        </Fragment>
      ))}
    </>
  );
}

const SEPARATOR = ` ·${NBSP}`;

/** Lines separated by `<br>`. */
export function Lines({ lines }: { lines: EmailNode[] }) {
  return (
    <>
      {lines.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once
        <Fragment key={index}>
          {index > 0 && <br />}
          {item}
        </Fragment>
      ))}
    </>
  );
}

/**
 * Contacts in short lines: how to reach (phones, email), where (website, address), then the
 * custom fields.
 */
export function contactGroups(model: SignatureModel): Contact[][] {
  const reach = model.contacts.filter(
    (contact) =>
      contact.kind !== "website" && contact.kind !== "address" && contact.kind !== "custom",
  );
  const where = model.contacts.filter(
    (contact) => contact.kind === "website" || contact.kind === "address",
  );
  const custom = model.contacts.filter((contact) => contact.kind === "custom");
  return [reach, where, custom].filter((group) => group.length > 0);
}

/**
 * A contact's value, linked (tel:, mailto:, https:) in the given colour. A custom field,
 * which has no link, keeps its label ("Pronouns she/her") unless `bare`.
 */
export function ContactValue({
  contact,
  color,
  bare,
}: {
  contact: Contact;
  color: string;
  bare?: boolean;
}) {
  if (contact.kind === "custom") {
    const label = !bare && contact.label ? `${unbroken(contact.label)}${NBSP}` : "";
    return <>{`${label}${breakable(contact.text)}`}</>;
  }
  // A phone number never breaks across lines.
  const text =
    contact.kind === "phone" || contact.kind === "mobile"
      ? contact.text.replace(/ /g, NBSP)
      : breakable(contact.text);
  return (
    <Link href={contact.href} color={color}>
      {text}
    </Link>
  );
}

/**
 * Contacts one per line, each after its label (the address goes without one). Labels are
 * bold in the accent colour unless `labelStyle` says otherwise; `upperCase` capitalises
 * them in the text itself (CSS text-transform is unreliable in Outlook).
 */
export function LabelledContacts({
  model,
  labelStyle,
  upperCase,
}: TemplateProps & { labelStyle?: CSSProperties; upperCase?: boolean }) {
  const { colors } = model;
  return (
    <Lines
      lines={model.contacts.map((contact) =>
        contact.kind === "address" || (contact.kind === "custom" && !contact.label) ? (
          <span key={contact.kind} style={{ color: colors.muted }}>
            {breakable(contact.text)}
          </span>
        ) : (
          <Fragment key={contact.kind}>
            <span style={labelStyle ?? { color: colors.accent, fontWeight: "bold" }}>
              {unbroken(upperCase ? contact.label.toUpperCase() : contact.label)}
            </span>
            {/* a phone number never breaks: in a narrow column it goes under its label */}
            {contact.kind === "phone" || contact.kind === "mobile" ? " " : NBSP}
            <ContactValue contact={contact} color={colors.text} bare />
          </Fragment>
        ),
      )}
    />
  );
}

/** The labelled contacts as a row of a `Stack`, where there are any. */
export function labelledContactsRow(
  model: SignatureModel,
  gap: number,
  labels?: { labelStyle?: CSSProperties; upperCase?: boolean },
): StackRow | false {
  return (
    model.contacts.length > 0 && {
      gap,
      content: <LabelledContacts model={model} {...labels} />,
    }
  );
}

/**
 * `contactGroups`, a line each: the contacts separated by dots, each after its label in
 * `labelColor` (the address and unlabelled custom fields without one).
 */
export function contactGroupLines(model: SignatureModel, labelColor: string): EmailNode[] {
  return contactGroups(model).map((group) => (
    <Separated
      key={group[0]!.kind}
      items={group.map((contact) =>
        contact.kind === "address" || !contact.label ? (
          breakable(contact.text)
        ) : (
          <Fragment key={contact.kind}>
            <span style={{ color: labelColor }}>{unbroken(contact.label)}</span>
            {NBSP}
            <ContactValue contact={contact} color={model.colors.text} bare />
          </Fragment>
        ),
      )}
    />
  ));
}

/**
 * Social links: a row of linked icons, or their names separated by dots (put them in a muted
 * cell for muted dots).
 */
export function SocialLinks({ model }: TemplateProps) {
  const { socials } = model;
  if (socials.some((social) => social.icon)) {
    // Inline images a space or two apart (a cell per icon would cost ~40 characters each);
    // a narrow column wraps the row at a normal space.
    const gap = model.spaceFactor < 1 ? " " : `${NBSP} `;
    return (
      <>
        {socials.map((social, index) => (
          <Fragment key={social.href}>
            {index > 0 && gap}
            <a href={social.href}>
              <img
                src={social.icon!.src}
                width={social.icon!.size}
                height={social.icon!.size}
                alt={social.icon!.alt}
                style={{ border: 0 }}
              />
            </a>
          </Fragment>
        ))}
      </>
    );
  }
  return (
    <Separated
      items={socials.map((social) => (
        <Link key={social.href} href={social.href} color={model.colors.accent}>
          {unbroken(social.label)}
        </Link>
      ))}
    />
  );
}

/**
 * A logo or banner at its size: the attributes, which Outlook and every client read (a
 * phone's client may still shrink a banner to the screen, which is what it should do).
 */
export function SizedImg({ image }: { image: SizedImage }) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      style={{ display: "block", border: 0 }}
    />
  );
}

/** A bulletproof button: the colour is on the cell, so Outlook shows it too. */
export function CtaButton({ model, align }: TemplateProps & { align?: "left" | "center" }) {
  const { cta, colors } = model;
  if (!cta) return null;
  return (
    <Table align={align}>
      <tr>
        <td {...cellBackground(colors.accent)} style={{ backgroundColor: colors.accent }}>
          <a
            href={cta.href}
            style={text(model, 13, 16, {
              display: "inline-block",
              padding: "8px 16px",
              fontWeight: "bold",
              color: colors.onAccent,
              textDecoration: "none",
            })}
          >
            {breakable(cta.label)}
          </a>
        </td>
      </tr>
    </Table>
  );
}

export type StackRow = {
  gap: number;
  content: EmailNode;
  style?: CSSProperties;
  /** a cell without text (photo, button, rule): no font styles */
  bare?: boolean;
};

/** A `Stack`'s rows: empty entries ("", false, null) are skipped. */
export type StackRows = Array<StackRow | null | false | "" | undefined>;

/**
 * Rows of one column, spaced by padding (`gap`, in the spacing chosen); empty entries ("",
 * false, null) are skipped.
 */
export function Stack({
  model,
  rows,
  align,
  tableAlign,
  cellStyle,
}: TemplateProps & {
  rows: StackRows;
  align?: "center";
  /** `left` makes the table float, so a second one can sit beside it or wrap below it */
  tableAlign?: "left" | "center";
  /** added to every cell (padding, border) */
  cellStyle?: CSSProperties;
}) {
  const visible = rows.filter((row): row is StackRow => Boolean(row));
  return (
    <Table align={tableAlign ?? align}>
      {visible.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
        <tr key={index}>
          <td
            align={align}
            style={{
              ...(row.bare ? {} : text(model, 13, 19)),
              ...cellStyle,
              paddingTop: index > 0 ? spacePx(model, row.gap) : cellStyle?.paddingTop,
              ...row.style,
            }}
          >
            {row.content}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The rows that close most templates' details: social links, then the call to action. */
export function linkRows(model: SignatureModel): Array<StackRow | false> {
  return [
    model.socials.length > 0 && {
      gap: 8,
      content: <SocialLinks model={model} />,
      style: { color: model.colors.muted },
    },
    model.cta !== null && { gap: 12, content: <CtaButton model={model} />, bare: true },
  ];
}
