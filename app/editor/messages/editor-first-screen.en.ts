// The signature editor (/app): its first screen (template, details), toolbar, preview, save
// status. The sections below it have theirs in ./later-sections.en.ts.
export default {
  metaTitle: "Signature editor — {{appName}}",
  metaDescription:
    "Edit your email signature: details, photo, social links, colors and call to action, with a live preview. Saved in your browser as you type.",
  heading: "Edit your signature",
  newHeading: "Create your signature",
  loading: "Loading your signature…",
  formLabel: "Signature details",
  status: {
    new: "Changes are saved in this browser as you type.",
    saving: "Saving…",
    saved: "Saved in this browser.",
    savedExceptDraft: "Everything else is saved in this browser.",
    invalid: "Not saved yet: correct the highlighted fields.",
    unsavedFields_one: "One field isn’t saved until you correct it.",
    unsavedFields_other: "{{count}} fields aren’t saved until you correct them.",
    trial: "Trying a Pro template — not saved.",
    trialLocked: "Trying a Pro template that can’t be saved.",
    trialSwitch: "Trying a template — not saved.",
  },
  actions: {
    undo: "Undo",
    undoHint: "Undo the last change",
    finish: "Finish",
    mySignatures: "My signatures",
  },
  notFound: {
    title: "Signature not found",
    text: "This signature doesn’t exist in this browser. It may have been deleted, or it was made in another browser: without an account, signatures stay in the browser where you created them.",
    mySignatures: "See my signatures",
    create: "Create a signature",
  },
  template: {
    legend: "Template",
    description: "The layout of your signature. You can switch at any time: your details stay.",
    proFree:
      "Pro templates are part of the Pro plan. Trying one costs nothing, and you can save one for free in a signature.",
    proLocked:
      "Pro templates are part of the Pro plan. Your free Pro template has already been used in another signature: you can still try them in the preview.",
    proOwned:
      "This signature uses your free Pro template. The other Pro templates are part of the Pro plan.",
    proRequested:
      "“{{template}}” is a Pro template and your free Pro template has already been used, so this signature starts with “{{fallback}}”.",
    proBlocked:
      "This Pro template can’t be saved: your free Pro template has already been used. Choose another template.",
    trialPro:
      "You are trying “{{template}}”, a Pro template: the preview shows it, but it isn’t saved. Saving or copying uses your one free Pro template, for this signature only.",
    trialSwitch:
      "You are trying “{{template}}”: it isn’t saved yet. This signature keeps its Pro template “{{owned}}” until you save; once you do, going back to “{{owned}}” needs the Pro plan.",
  },
  language: {
    label: "Language of the signature",
    hint: "Its labels, legal mentions and punctuation. The bilingual version adds the other language, with the texts you give in {{other}}.",
    en: "English",
    fr: "Français",
    /** a language inside a sentence: "Also in French" */
    inSentence: { en: "English", fr: "French" },
  },
  translation: {
    summary: "Also in {{language}}",
    hint: "For the bilingual version; left empty, the text shows once.",
    jobTitle: "Job title in {{language}}",
    ctaLabel: "Button text in {{language}}",
    disclaimer: "Disclaimer text in {{language}}",
    customLabel: "Label in {{language}}",
    customValue: "Value in {{language}}",
    customLinkLabel: "Link text in {{language}}",
  },
  details: {
    legend: "Your details",
    name: "Signature name",
    nameHint: "Only for you, to find it in My signatures (for example “Work”).",
    company: "Company",
    website: "Website",
    address: "Address",
    customFields: "More details",
    customFieldsHint:
      "Pronouns, department, a second phone, a licence number…: a label and its value, in the order you choose.",
    customLabel: "Label",
    customLabelExample: "Pronouns",
    customValue: "Value",
    customValueExample: "she/her",
    customRow: "Detail {{number}}",
    addCustomField: "Add a detail",
  },
  rows: {
    moveUp: "Move {{row}} up",
    moveDown: "Move {{row}} down",
    remove: "Remove {{row}}",
    removeShort: "Remove",
    full: "{{max}} at most",
  },
  preview: {
    heading: "Preview",
    caption: "This is exactly the HTML that will be copied.",
    characters: "{{count}} of {{limit}} characters allowed by Gmail",
    overLimit:
      "This signature is over Gmail’s limit of {{limit}} characters, so Gmail will refuse it. Shorten the disclaimer or remove some details.",
    sample: "Example details — type yours",
    expand: "Full size",
  },
};
