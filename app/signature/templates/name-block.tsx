/** @jsxImportSource #email-jsx */
import { breakable, breakableLarge, Lines, px, type TemplateProps } from "./parts.tsx";

/** Name, job title and company on their own lines. */
export function NameBlock({ model }: TemplateProps) {
  const { fullName, jobTitle, company, colors } = model;
  return (
    <Lines
      lines={[
        fullName && (
          <span
            style={{
              fontSize: px(model, 18),
              lineHeight: px(model, 24),
              fontWeight: "bold",
              color: colors.name,
            }}
          >
            {breakableLarge(fullName)}
          </span>
        ),
        jobTitle && <span>{breakable(jobTitle)}</span>,
        company && (
          <span style={{ color: colors.accent, fontWeight: "bold" }}>{breakable(company)}</span>
        ),
      ].filter(Boolean)}
    />
  );
}

/** "Job title, Company" on one line (for templates that keep the name alone), breakable. */
export function roleLine({ jobTitle, company }: TemplateProps["model"]): string {
  return breakable([jobTitle, company].filter(Boolean).join(", "));
}
