/** @jsxImportSource #email-jsx */
// Minimal: text only, never a photo; no labels, generous spacing.

import { StackThenFooter } from "./footer.tsx";
import { roleLine, SmallName } from "./name-block.tsx";
import {
  breakable,
  ContactValue,
  Lines,
  Link,
  NBSP,
  SocialLinks,
  type TemplateProps,
} from "./parts.tsx";

export default function MinimalTemplate({ model }: TemplateProps) {
  const { colors, cta } = model;
  const role = roleLine(model);
  const rows = [
    (model.fullName || role) && {
      gap: 0,
      content: (
        <Lines
          lines={[
            model.fullName && <SmallName model={model} size={15} />,
            role && <span style={{ color: colors.muted }}>{role}</span>,
          ].filter(Boolean)}
        />
      ),
    },
    model.contacts.length > 0 && {
      gap: 10,
      content: (
        <Lines
          lines={model.contacts.map((contact) => (
            <ContactValue key={contact.kind} contact={contact} color={colors.text} />
          ))}
        />
      ),
    },
    model.socials.length > 0 && {
      gap: 8,
      content: <SocialLinks model={model} />,
      style: { color: colors.muted },
    },
    cta && {
      gap: 8,
      content: (
        <Link href={cta.href} color={colors.accent} style={{ fontWeight: "bold" }}>
          {`${breakable(cta.label)}${NBSP}→`}
        </Link>
      ),
    },
  ];
  return <StackThenFooter model={model} rows={rows} />;
}
