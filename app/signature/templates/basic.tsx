/** @jsxImportSource #email-jsx */
// Classic: photo on the left, a vertical line, the details on the right (the default).

import { FooterRows } from "./footer.tsx";
import { NameBlock } from "./name-block.tsx";
import {
  hasDetails,
  hasIdentity,
  labelledContactsRow,
  lineBorder,
  linkRows,
  PhotoCell,
  Stack,
  spacePx,
  Table,
  type TemplateProps,
} from "./parts.tsx";

export default function BasicTemplate({ model }: TemplateProps) {
  const { photo, colors } = model;
  const hasText = hasIdentity(model) || hasDetails(model);
  // The line separates the photo from the text: only drawn between the two.
  const line = lineBorder(colors, photo !== null && hasText);
  return (
    <Table>
      {(photo || hasText) && (
        <tr>
          <PhotoCell model={model} paddingRight={hasText ? 16 : 0} />
          {hasText && (
            <td
              valign="top"
              style={{ borderLeft: line, paddingLeft: photo ? spacePx(model, 16) : undefined }}
            >
              <Stack
                model={model}
                rows={[
                  hasIdentity(model) && { gap: 0, content: <NameBlock model={model} /> },
                  labelledContactsRow(model, 10),
                  ...linkRows(model),
                ]}
              />
            </td>
          )}
        </tr>
      )}
      <FooterRows model={model} colSpan={photo && hasText ? 2 : undefined} />
    </Table>
  );
}
