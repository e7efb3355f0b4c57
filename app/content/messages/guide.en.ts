export default {
  title: "Email signature guide: what to include, with examples — Paraph",
  description:
    "What a professional email signature should contain, the do's and don'ts, and real examples from our templates, with links to install yours in Gmail, Outlook or Apple Mail.",
  heading: "The email signature guide",
  lead: "What to include, what to leave out, and examples you can use as they are. Everything on this page comes from what works in real inboxes.",
  name: "Email signature guide",
  updated: "Updated",
  faqTitle: "Frequently asked questions",
  ctaTitle: "Ready to make yours?",
  ctaText:
    "Choose a template, fill in your details and copy the result into your mail app. Free, in five minutes, no account needed.",
  ctaButton: "Create my signature",
};
