// Titles and labels of the legal pages; the texts themselves are in app/legal/.server/.
export default {
  lastUpdated: "Last updated: {{date}}",
  toc: "On this page",
  index: {
    title: "Legal information — Paraph",
    description:
      "Terms of use, privacy policy and legal notice of Paraph, and how to contact the people who run it.",
    heading: "Legal information",
    lead: "This site is run by {{operator}}. These pages explain the rules for using it, what happens to your data, and who is behind it.",
  },
  terms: {
    title: "Terms of use — Paraph",
    description:
      "The rules for using Paraph: the Free and Pro plans, acceptable use, your content, availability and liability.",
    heading: "Terms of use",
    summary: "Free and Pro plans, acceptable use, your content, liability and governing law.",
  },
  privacy: {
    title: "Privacy policy — Paraph",
    description:
      "What Paraph stores and why: signatures kept in your browser, one language cookie, hosted photos, contact messages, and your rights under the GDPR.",
    heading: "Privacy policy",
    summary: "What we store and why, for how long, who receives it, and your rights.",
  },
  legalNotice: {
    title: "Legal notice — Paraph",
    description: "Who publishes and hosts Paraph: publisher, director of publication and host.",
    heading: "Legal notice",
    summary: "Who publishes the site and who hosts it.",
  },
  contact: {
    summary: "Questions, feedback, a request about your data or a report about content.",
  },
};
