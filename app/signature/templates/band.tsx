/** @jsxImportSource #email-jsx */
// Bold band (Pro): the name on a band of the accent colour, photo and details below.

import { FooterRows } from "./footer.tsx";
import { roleLine } from "./name-block.tsx";
import {
  cellBackground,
  LabelledContacts,
  linkRows,
  Photo,
  Stack,
  Table,
  type TemplateProps,
  text,
} from "./parts.tsx";

export function BandTemplate({ model }: TemplateProps) {
  const { photo, colors } = model;
  const role = roleLine(model);
  const hasDetails = model.contacts.length > 0 || model.socials.length > 0 || model.cta;
  return (
    <Table>
      {(model.fullName || role) && (
        <tr>
          <td
            {...cellBackground(colors.accent)}
            style={text(model, 13, 19, {
              backgroundColor: colors.accent,
              color: colors.onAccent,
              padding: "12px 18px",
            })}
          >
            {model.fullName && (
              <span style={{ fontSize: "19px", lineHeight: "25px", fontWeight: "bold" }}>
                {model.fullName}
              </span>
            )}
            {model.fullName && role && <br />}
            {role}
          </td>
        </tr>
      )}
      {(photo || hasDetails) && (
        <tr>
          <td style={{ padding: "14px 18px 0" }}>
            <Table>
              <tr>
                {photo && (
                  <td valign="top" style={{ paddingRight: hasDetails ? "16px" : undefined }}>
                    <Photo model={model} />
                  </td>
                )}
                {hasDetails && (
                  <td valign="top">
                    <Stack
                      model={model}
                      rows={[
                        model.contacts.length > 0 && {
                          gap: 0,
                          content: <LabelledContacts model={model} />,
                        },
                        ...linkRows(model),
                      ]}
                    />
                  </td>
                )}
              </tr>
            </Table>
          </td>
        </tr>
      )}
      <FooterRows model={model} inset={18} />
    </Table>
  );
}
