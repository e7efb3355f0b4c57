export default {
  title: "Contact us — Paraph",
  description:
    "A question, an idea, a problem or a request about your personal data? Write to the Paraph team; we reply by email.",
  heading: "Contact us",
  lead: "A question about a signature, an idea, a problem, or a request about your personal data? Write to us and we will reply by email.",
  directEmail: "Prefer your own email program? Write to us at",
  privacyNote:
    "We use these details only to answer you, and delete messages after {{months}} months.",
  privacyLink: "Read our privacy policy",
  fields: {
    name: "Your name",
    email: "Your email address",
    emailHint: "We will reply to this address.",
    subject: "Subject",
    message: "Message",
    messageHint: "Between {{min}} and {{max}} characters.",
    honeypot: "Leave this field empty",
  },
  send: "Send message",
  sending: "Sending…",
  sent: "Thank you, your message has been sent. We will reply by email as soon as we can.",
  errorSummary: "Please correct the following",
  rateLimited_one:
    "You have sent several messages in a short time. Please wait {{count}} minute before sending another one; your text is still below.",
  rateLimited_other:
    "You have sent several messages in a short time. Please wait {{count}} minutes before sending another one; your text is still below.",
  tooLarge: "This message is too large to be sent. Shorten it and try again.",
  errors: {
    nameRequired: "Enter your name.",
    nameTooLong: "Your name must be {{max}} characters or fewer.",
    emailRequired: "Enter your email address.",
    emailInvalid: "Enter a valid email address, like jane@example.com.",
    emailTooLong: "Your email address must be {{max}} characters or fewer.",
    subjectRequired: "Enter a subject.",
    subjectTooLong: "The subject must be {{max}} characters or fewer.",
    messageTooShort: "Your message must be at least {{min}} characters long.",
    messageTooLong: "Your message must be {{max}} characters or fewer.",
  },
};
