/** @jsxImportSource #email-jsx */
// Centered: the photo on top, everything centered beneath it, a short rule in the middle.

import { FooterRows } from "./footer.tsx";
import { NameBlock } from "./name-block.tsx";
import {
  CtaButton,
  cellBackground,
  hasDetails,
  hasIdentity,
  LabelledContacts,
  Photo,
  SocialLinks,
  Stack,
  Table,
  type TemplateProps,
} from "./parts.tsx";

function ShortRule({ model }: TemplateProps) {
  const { lineWidth, line } = model.colors;
  return (
    <Table align="center">
      <tr>
        <td
          width="48"
          height={String(lineWidth)}
          {...cellBackground(line)}
          style={{
            backgroundColor: line,
            fontSize: `${lineWidth}px`,
            lineHeight: `${lineWidth}px`,
          }}
        >
          {"\u00a0"}
        </td>
      </tr>
    </Table>
  );
}

export default function StackedTemplate({ model }: TemplateProps) {
  const above = model.photo !== null || hasIdentity(model);
  const below = hasDetails(model);
  return (
    <Table>
      {(above || below) && (
        <tr>
          <td align="center">
            <Stack
              model={model}
              align="center"
              rows={[
                model.photo && {
                  gap: 0,
                  content: <Photo model={model} style={{ margin: "0 auto" }} />,
                  bare: true,
                },
                hasIdentity(model) && { gap: 10, content: <NameBlock model={model} /> },
                // The rule divides who from how to reach them: only with both.
                above &&
                  below &&
                  model.colors.lineWidth > 0 && {
                    gap: 10,
                    content: <ShortRule model={model} />,
                    bare: true,
                  },
                model.contacts.length > 0 && {
                  gap: 10,
                  content: <LabelledContacts model={model} />,
                },
                model.socials.length > 0 && {
                  gap: 8,
                  content: <SocialLinks model={model} />,
                  style: { color: model.colors.muted },
                },
                model.cta && {
                  gap: 12,
                  content: <CtaButton model={model} align="center" />,
                  bare: true,
                },
              ]}
            />
          </td>
        </tr>
      )}
      <FooterRows model={model} align="center" />
    </Table>
  );
}
