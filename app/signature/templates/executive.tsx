/** @jsxImportSource #email-jsx */
// Executive (Pro): two formal columns (photo and name; labelled contacts) that stack on
// narrow screens: each column is a left-aligned (floating) table, which wraps below the
// other when there is no room beside it.
import { FooterRows } from "./footer.tsx";
import { LabelledContacts, linkRows, Photo, Stack, Table, type TemplateProps } from "./parts.tsx";

export function ExecutiveTemplate({ model }: TemplateProps) {
  const { colors } = model;
  const rule = colors.lineWidth > 0 ? `${colors.lineWidth}px solid ${colors.line}` : undefined;
  const hasDetails = model.contacts.length > 0 || model.socials.length > 0 || model.cta;
  return (
    <Table>
      <tr>
        <td>
          <Stack
            model={model}
            tableAlign="left"
            cellStyle={{ paddingRight: "24px" }}
            rows={[
              model.photo && { gap: 0, content: <Photo model={model} />, bare: true },
              model.fullName && {
                gap: 10,
                content: model.fullName,
                style: { fontSize: "18px", lineHeight: "24px", fontWeight: "bold" },
              },
              model.jobTitle && {
                gap: 2,
                content: model.jobTitle,
                style: { fontStyle: "italic", color: colors.muted },
              },
              model.company && {
                gap: 6,
                content: model.company,
                style: {
                  fontSize: "11px",
                  letterSpacing: "1px",
                  textTransform: "uppercase",
                  fontWeight: "bold",
                  color: colors.accent,
                },
              },
              // room below the column when the details wrap under it on a narrow screen
              { gap: 14, content: null, bare: true },
            ]}
          />
          {hasDetails && (
            <Stack
              model={model}
              tableAlign="left"
              cellStyle={{ borderLeft: rule, paddingLeft: "24px" }}
              rows={[
                model.contacts.length > 0 && {
                  gap: 0,
                  content: (
                    <LabelledContacts
                      model={model}
                      upperCase
                      labelStyle={{ fontSize: "10px", letterSpacing: "1px", color: colors.muted }}
                    />
                  ),
                },
                ...linkRows(model),
              ]}
            />
          )}
        </td>
      </tr>
      <FooterRows model={model} />
    </Table>
  );
}
