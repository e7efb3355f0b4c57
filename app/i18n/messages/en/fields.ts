// The label of each person field with one text (ADR 029), wherever it is named: its input in
// the editor, a team's member form, the roster's column (import choices, export header), and
// a header the import recognises in either language (app/teams/column-mapping.ts). The type
// checker asks for one per field (app/teams/field-label.ts); the networks go by their names.
export default {
  fullName: "Full name",
  jobTitle: "Job title",
  jobTitleTranslation: "Job title in the other language",
  email: "Email",
  phone: "Phone",
  mobile: "Mobile",
  photoUrl: "Photo (link)",
  ctaLabel: "Button text",
  ctaLabelTranslation: "Button text in the other language",
  ctaUrl: "Button link",
};
