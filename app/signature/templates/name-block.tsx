/** @jsxImportSource #email-jsx */
import type { CSSProperties } from "../email-jsx/jsx-runtime.ts";
import { Lines, type TemplateProps } from "./parts.tsx";

/** Name, job title and company on their own lines. */
export function NameBlock({
  model,
  nameSize = 18,
  nameColor,
  companyStyle,
  titleStyle,
}: TemplateProps & {
  nameSize?: number;
  nameColor?: string;
  companyStyle?: CSSProperties;
  titleStyle?: CSSProperties;
}) {
  const { fullName, jobTitle, company, colors } = model;
  return (
    <Lines
      lines={[
        fullName && (
          <span
            style={{
              fontSize: `${nameSize}px`,
              lineHeight: `${nameSize + 6}px`,
              fontWeight: "bold",
              color: nameColor ?? colors.text,
            }}
          >
            {fullName}
          </span>
        ),
        jobTitle && <span style={titleStyle}>{jobTitle}</span>,
        company && (
          <span style={{ color: colors.accent, fontWeight: "bold", ...companyStyle }}>
            {company}
          </span>
        ),
      ].filter(Boolean)}
    />
  );
}

/** "Job title, Company" on one line (for templates that keep the name alone). */
export function roleLine({ jobTitle, company }: TemplateProps["model"]): string {
  return [jobTitle, company].filter(Boolean).join(", ");
}
