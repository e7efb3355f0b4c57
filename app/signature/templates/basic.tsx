/** @jsxImportSource #email-jsx */
// Classic: photo on the left, a vertical line, the details on the right (the default).

import { FooterRows } from "./footer.tsx";
import { NameBlock } from "./name-block.tsx";
import { LabelledContacts, linkRows, Photo, Stack, Table, type TemplateProps } from "./parts.tsx";

export function BasicTemplate({ model }: TemplateProps) {
  const { photo, colors } = model;
  const line =
    photo && colors.lineWidth > 0 ? `${colors.lineWidth}px solid ${colors.line}` : undefined;
  return (
    <Table>
      <tr>
        {photo && (
          <td valign="top" style={{ paddingRight: "16px" }}>
            <Photo model={model} />
          </td>
        )}
        <td valign="top" style={{ borderLeft: line, paddingLeft: photo ? "16px" : undefined }}>
          <Stack
            model={model}
            rows={[
              { gap: 0, content: <NameBlock model={model} /> },
              model.contacts.length > 0 && { gap: 10, content: <LabelledContacts model={model} /> },
              ...linkRows(model),
            ]}
          />
        </td>
      </tr>
      <FooterRows model={model} colSpan={photo ? 2 : undefined} />
    </Table>
  );
}
