/** @jsxImportSource #email-jsx */
import { breakable, breakableLarge, Lines, px, type TemplateProps } from "./parts.tsx";

/** The name in large bold type (`size` and `lineHeight` at the normal text size). */
export function LargeName({
  model,
  size = 18,
  lineHeight = 24,
}: TemplateProps & { size?: number; lineHeight?: number }) {
  return (
    <span
      style={{
        fontSize: px(model, size),
        lineHeight: px(model, lineHeight),
        fontWeight: "bold",
        color: model.colors.name,
      }}
    >
      {breakableLarge(model.fullName)}
    </span>
  );
}

/** The name in bold a little above the text size, on the line height of the text around it. */
export function SmallName({ model, size }: TemplateProps & { size: number }) {
  return (
    <span style={{ fontSize: px(model, size), fontWeight: "bold", color: model.colors.name }}>
      {breakable(model.fullName)}
    </span>
  );
}

/** Name, job title and company on their own lines. */
export function NameBlock({ model }: TemplateProps) {
  const { fullName, jobTitle, company, colors } = model;
  return (
    <Lines
      lines={[
        fullName && <LargeName model={model} />,
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
