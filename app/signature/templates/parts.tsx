/** @jsxImportSource #email-jsx */
// Building blocks shared by the templates. Email-safe by construction: tables for layout,
// inline styles only, explicit image sizes, text escaped by the email JSX runtime.
import { type CSSProperties, type EmailNode, Fragment } from "../email-jsx/jsx-runtime.ts";
import type { Contact, SignatureModel } from "../model.ts";

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

/** The font, size, line height and colour every text cell repeats (Outlook does not inherit). */
export function text(
  model: SignatureModel,
  size: number,
  lineHeight: number,
  extra?: CSSProperties,
): CSSProperties {
  return {
    fontFamily: model.font,
    fontSize: `${size}px`,
    lineHeight: `${lineHeight}px`,
    color: model.colors.text,
    ...extra,
  };
}

export function Photo({ model, style }: TemplateProps & { style?: CSSProperties }) {
  const { photo } = model;
  if (!photo) return null;
  return (
    <img
      src={photo.src}
      width={photo.size}
      height={photo.size}
      alt={photo.alt}
      style={{ display: "block", border: 0, ...style }}
    />
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
 * Items separated by a dot; the separator sticks to the item before it when lines wrap.
 * It takes the cell's colour unless `color` is given.
 */
export function Separated({ items, color }: { items: EmailNode[]; color?: string }) {
  const separator = `${NBSP}· `;
  return (
    <>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once
        <Fragment key={index}>
          {index > 0 && (color ? <span style={{ color }}>{separator}</span> : separator)}
          {item}
        </Fragment>
      ))}
    </>
  );
}

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

/** Contacts in two short lines: how to reach (phones, email), where (website, address). */
export function contactGroups(model: SignatureModel): Contact[][] {
  const reach = model.contacts.filter(
    (contact) => contact.kind !== "website" && contact.kind !== "address",
  );
  const where = model.contacts.filter(
    (contact) => contact.kind === "website" || contact.kind === "address",
  );
  return [reach, where].filter((group) => group.length > 0);
}

/** A contact's value, linked (tel:, mailto:, https:) in the given colour. */
export function ContactValue({ contact, color }: { contact: Contact; color: string }) {
  return (
    <Link href={contact.href} color={color}>
      {contact.text}
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
        contact.kind === "address" ? (
          <span key={contact.kind} style={{ color: colors.muted }}>
            {contact.text}
          </span>
        ) : (
          <Fragment key={contact.kind}>
            <span style={labelStyle ?? { color: colors.accent, fontWeight: "bold" }}>
              {unbroken(upperCase ? contact.label.toUpperCase() : contact.label)}
            </span>
            {NBSP}
            <ContactValue contact={contact} color={colors.text} />
          </Fragment>
        ),
      )}
    />
  );
}

/** Social links separated by dots; put them in a muted cell for muted dots. */
export function SocialLinks({ model, color }: TemplateProps & { color?: string }) {
  return (
    <Separated
      items={model.socials.map((social) => (
        <Link key={social.network} href={social.href} color={color ?? model.colors.accent}>
          {unbroken(social.label)}
        </Link>
      ))}
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
            {cta.label}
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

/** Rows of one column, spaced by padding; empty entries ("", false, null) are skipped. */
export function Stack({
  model,
  rows,
  align,
  tableAlign,
  cellStyle,
}: TemplateProps & {
  rows: Array<StackRow | null | false | "" | undefined>;
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
              paddingTop: index > 0 ? `${row.gap}px` : cellStyle?.paddingTop,
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
