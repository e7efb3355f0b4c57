export default {
  title: "Choose a template — Paraph",
  description:
    "Pick one of Paraph's email signature templates: photo on the left or on top, divider, compact, minimal or bold. Every one works in Gmail, Outlook and Apple Mail.",
  heading: "Choose a template",
  lead: "Every template is shown with example details. Pick one: you can change it at any time in the editor.",
  proNote: "Pro templates: your first signature with one of them is free.",
};
