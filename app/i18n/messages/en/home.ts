export default {
  title: "Paraph — free email signature generator for Gmail, Outlook and Apple Mail",
  description:
    "Build a professional email signature in minutes, free and without an account. Pick a template, add your details and photo, then paste it into Gmail, Outlook or Apple Mail.",
  heroTitle: "An email signature that looks right everywhere",
  heroLead:
    "Pick a template, add your details and photo, and paste it into Gmail, Outlook or Apple Mail. Free, in five minutes, no account needed.",
  heroCta: "Create my signature",
  heroSecondary: "See the templates",
  previewLabel: "Try it: type your name",
  previewName: "Your name",
  previewCaption: "This is the real signature HTML, exactly as it will be pasted.",
  galleryTitle: "Templates for every kind of email",
  galleryLead:
    "Each one is built with email-safe tables and tested against Gmail, Outlook, Apple Mail and Yahoo.",
  galleryAll: "Browse all templates",
  stepsTitle: "How it works",
  step1Title: "Choose a template",
  step1Text:
    "Start from a layout that suits you: photo on the left, on top, compact, or text only.",
  step2Title: "Fill in your details",
  step2Text:
    "Name, role, phone, links, photo, colours and a call to action. The preview updates as you type.",
  step3Title: "Copy it into your mail app",
  step3Text: "One click copies the signature; our step-by-step guides show where to paste it.",
  clientsTitle: "Works in the mail apps your contacts use",
  clientsText:
    "Table layout and inline styles, a hosted photo with its shape baked in (so Outlook shows the same circle as Gmail), and well under Gmail's 10,000-character limit.",
  faqTitle: "Frequently asked questions",
  faq1Q: "Is it free?",
  faq1A:
    "Yes. Every free template, as many signatures as you like in your browser, no account needed.",
  faq2Q: "Where are my signatures kept?",
  faq2A:
    "In this browser's storage, on your device. Come back with the same browser and they are still in “My signatures”.",
  faq3Q: "Will my photo show in Outlook?",
  faq3A:
    "Yes. Your photo is hosted as a small PNG with its round or rounded shape and border baked in, so every client shows the same thing.",
  faq4Q: "Can I use it in French?",
  faq4A: "Yes: the whole site, and the labels in your signature, exist in English and in French.",
  finalTitle: "Ready in five minutes",
  finalText: "Your next email can end with a signature you are proud of.",
};
