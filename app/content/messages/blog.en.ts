export default {
  title: "Email signature blog: guides and tips — Paraph",
  description:
    "Practical guides to email signatures: setting one up in Gmail, Outlook and Apple Mail, choosing fonts and colours, adding a call to action and tracking clicks.",
  heading: "The email signature blog",
  lead: "Tested, practical advice for a signature that people read and that works in every mail app, with real examples built from our templates.",
  published: "Published",
  updated: "Updated",
  author: "By {{author}}",
  authorLabel: "Author",
  readingTimeLabel: "Reading time",
  readingTime: "{{minutes}} min read",
  breadcrumb: "Breadcrumb",
  related: "Related articles",
  ctaTitle: "Build your signature in five minutes",
  ctaText:
    "Pick a template, add your details and paste the result into Gmail, Outlook or Apple Mail. Free, no account needed.",
  ctaButton: "Create my signature",
  exampleCaption: "Example: {{template}} template",
  useTemplate: "Use this template",
};
