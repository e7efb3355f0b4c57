export default {
  ogImageAlt: "Paraph: professional email signatures in minutes",
  organizationDescription:
    "Paraph is a free email signature generator: templates that work in Gmail, Outlook and Apple Mail, in English and in French.",
};
