/** @jsxImportSource #email-jsx */
// Mono: text only in a monospace stack, whatever font the signature chose; the name, a rule
// of the line colour, then the contacts and links on short lines, and the button. Tables and inline styles
// only, as every template, so Outlook for Windows lays it out as the others.
import { StackThenFooter } from "./footer.tsx";
import { roleLine, SmallName } from "./name-block.tsx";
import {
  breakable,
  CtaButton,
  contactGroupLines,
  Lines,
  lineBorder,
  SocialLinks,
  spacePx,
  type TemplateProps,
} from "./parts.tsx";

/** Web-safe monospace faces (no web font: Outlook ignores them), unquoted as in fonts.ts. */
export const MONO_FONT = "Menlo, Consolas, Courier New, monospace";

export default function MonoTemplate({ model: chosen }: TemplateProps) {
  const model = { ...chosen, font: MONO_FONT };
  const { colors, cta } = model;
  const role = roleLine(model);
  const identity = Boolean(model.fullName || role);
  const details = model.contacts.length > 0 || model.socials.length > 0 || cta !== null;
  // The rule divides the name from the details: only drawn between the two.
  const rule = lineBorder(colors, identity && details);
  const rows = [
    identity && {
      gap: 0,
      content: (
        <Lines
          lines={[
            model.fullName && <SmallName model={model} size={14} />,
            role && <span style={{ color: colors.muted }}>{breakable(role)}</span>,
          ].filter(Boolean)}
        />
      ),
      style: rule ? { borderBottom: rule, paddingBottom: spacePx(model, 8) } : undefined,
    },
    model.contacts.length > 0 && {
      gap: 8,
      content: <Lines lines={contactGroupLines(model, colors.muted)} />,
    },
    model.socials.length > 0 && {
      gap: 6,
      content: <SocialLinks model={model} />,
      style: { color: colors.muted },
    },
    cta && { gap: 12, content: <CtaButton model={model} />, bare: true },
  ];
  return <StackThenFooter model={model} rows={rows} />;
}
