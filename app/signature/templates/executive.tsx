/** @jsxImportSource #email-jsx */
// Executive (Pro): two formal columns, photo and name on the left, labelled contacts on the
// right, side by side at every width: the two cells of one row, which wrap their text
// rather than stack (floating tables would drop the details below on a phone).
import { FooterRows } from "./footer.tsx";
import {
  breakable,
  breakableLarge,
  hasDetails,
  labelledContactsRow,
  lineBorder,
  linkRows,
  Photo,
  px,
  Stack,
  spacePx,
  Table,
  type TemplateProps,
} from "./parts.tsx";

export default function ExecutiveTemplate({ model }: TemplateProps) {
  const { colors } = model;
  const left = [
    model.photo && { gap: 0, content: <Photo model={model} />, bare: true },
    model.fullName && {
      gap: 10,
      content: breakableLarge(model.fullName),
      style: {
        fontSize: px(model, 18),
        lineHeight: px(model, 24),
        fontWeight: "bold",
        color: colors.name,
      },
    },
    model.jobTitle && {
      gap: 2,
      content: breakable(model.jobTitle),
      style: { fontStyle: "italic", color: colors.muted },
    },
    model.company && {
      gap: 6,
      content: breakableLarge(model.company),
      style: {
        fontSize: px(model, 11),
        letterSpacing: "1px",
        textTransform: "uppercase",
        fontWeight: "bold",
        color: colors.accent,
      },
    },
  ];
  const hasLeft = left.some(Boolean);
  const details = hasDetails(model);
  const both = hasLeft && details;
  const rule = lineBorder(colors, both);
  return (
    <Table>
      {(hasLeft || details) && (
        <tr>
          {hasLeft && (
            <td valign="top" style={{ paddingRight: both ? spacePx(model, 24) : undefined }}>
              <Stack model={model} rows={left} />
            </td>
          )}
          {details && (
            <td
              valign="top"
              style={{ borderLeft: rule, paddingLeft: both ? spacePx(model, 24) : undefined }}
            >
              <Stack
                model={model}
                rows={[
                  labelledContactsRow(model, 0, {
                    upperCase: true,
                    labelStyle: {
                      fontSize: px(model, 10),
                      letterSpacing: "1px",
                      color: colors.muted,
                    },
                  }),
                  ...linkRows(model),
                ]}
              />
            </td>
          )}
        </tr>
      )}
      <FooterRows model={model} colSpan={both ? 2 : undefined} />
    </Table>
  );
}
