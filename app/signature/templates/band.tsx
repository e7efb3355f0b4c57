/** @jsxImportSource #email-jsx */
// Bold band (Pro): the name on a band of the accent colour, photo and details below.

import { FooterRows } from "./footer.tsx";
import { roleLine } from "./name-block.tsx";
import {
  breakableLarge,
  cellBackground,
  hasDetails,
  labelledContactsRow,
  linkRows,
  PhotoCell,
  px,
  Stack,
  space,
  Table,
  type TemplateProps,
  text,
} from "./parts.tsx";

/** Left and right padding of every row, so the details line up under the name. */
const INSET = 18;

export default function BandTemplate({ model }: TemplateProps) {
  const { photo, colors } = model;
  const role = roleLine(model);
  const details = hasDetails(model);
  const inset = space(model, INSET);
  return (
    <Table>
      {(model.fullName || role) && (
        <tr>
          <td
            {...cellBackground(colors.accent)}
            style={text(model, 13, 19, {
              backgroundColor: colors.accent,
              color: colors.onAccent,
              padding: `${space(model, 12)}px ${inset}px`,
            })}
          >
            {model.fullName && (
              <span
                style={{ fontSize: px(model, 19), lineHeight: px(model, 25), fontWeight: "bold" }}
              >
                {breakableLarge(model.fullName)}
              </span>
            )}
            {model.fullName && role && <br />}
            {role}
          </td>
        </tr>
      )}
      {(photo || details) && (
        <tr>
          <td style={{ padding: `${space(model, 14)}px ${inset}px 0` }}>
            <Table>
              <tr>
                <PhotoCell model={model} paddingRight={details ? 16 : 0} />
                {details && (
                  <td valign="top">
                    <Stack
                      model={model}
                      rows={[labelledContactsRow(model, 0), ...linkRows(model)]}
                    />
                  </td>
                )}
              </tr>
            </Table>
          </td>
        </tr>
      )}
      <FooterRows model={model} inset={INSET} />
    </Table>
  );
}
