/** @jsxImportSource #email-jsx */
// Split (Pro): two cells of one row, side by side at every width (like Executive): a panel of
// the accent colour with the photo, name and role centred in it, and the labelled contacts,
// social links and call to action beside it.

import { FooterRows } from "./footer.tsx";
import { iconLinkRows } from "./icon-contacts.tsx";
import {
  breakable,
  breakableLarge,
  cellBackground,
  hasDetails,
  hasIdentity,
  Lines,
  labelledContactsRow,
  Photo,
  px,
  Stack,
  space,
  Table,
  type TemplateProps,
} from "./parts.tsx";

/**
 * Width of the accent panel, in pixels: room for the photo and a long name on two lines,
 * leaving a phone's message about 180 pixels for the details.
 */
const PANEL_WIDTH = 164;

/** The panel's padding (top and bottom, left and right), repeated above and below the details. */
const PAD = { y: 18, x: 12 };

export default function SplitTemplate({ model }: TemplateProps) {
  const { photo, colors, fullName, jobTitle, company } = model;
  const panel = photo !== null || hasIdentity(model);
  const details = hasDetails(model);
  const both = panel && details;
  const identity = [
    fullName && (
      <span style={{ fontSize: px(model, 16), lineHeight: px(model, 21), fontWeight: "bold" }}>
        {breakableLarge(fullName)}
      </span>
    ),
    jobTitle && breakable(jobTitle),
    company && <span style={{ fontWeight: "bold" }}>{breakable(company)}</span>,
  ].filter(Boolean);
  return (
    <Table>
      {(panel || details) && (
        <tr>
          {panel && (
            <td
              align="center"
              valign="middle"
              width={PANEL_WIDTH}
              {...cellBackground(colors.accent)}
              style={{
                width: `${PANEL_WIDTH}px`,
                backgroundColor: colors.accent,
                padding: `${space(model, PAD.y)}px ${space(model, PAD.x)}px`,
              }}
            >
              <Stack
                model={model}
                align="center"
                rows={[
                  photo && {
                    gap: 0,
                    content: <Photo model={model} style={{ margin: "0 auto" }} />,
                    bare: true,
                  },
                  identity.length > 0 && {
                    gap: 10,
                    content: <Lines lines={identity} />,
                    style: { color: colors.onAccent },
                  },
                ]}
              />
            </td>
          )}
          {details && (
            <td
              valign="middle"
              style={{
                padding: both
                  ? `${space(model, PAD.y)}px 0 ${space(model, PAD.y)}px ${space(model, 20)}px`
                  : undefined,
              }}
            >
              <Stack model={model} rows={[labelledContactsRow(model, 0), ...iconLinkRows(model)]} />
            </td>
          )}
        </tr>
      )}
      <FooterRows model={model} colSpan={both ? 2 : undefined} />
    </Table>
  );
}
