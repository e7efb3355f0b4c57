export default {
  main: "Main",
  footer: "Footer",
  create: "Create a signature",
  createShort: "Create",
  mySignatures: "My signatures",
  home: "Home",
  guide: "Guide",
  blog: "Blog",
  pricing: "Pricing",
  /** the header's menu on narrow screens */
  menu: "Menu",
  /** the footer's legal links, and the way back to the legal index from a legal page */
  legal: "Legal information",
  legalLinks: {
    legal: "Legal",
    terms: "Terms",
    privacy: "Privacy",
    contact: "Contact",
  },
};
