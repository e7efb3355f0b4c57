import type en from "./contact.en.ts";

export default {
  title: "Nous contacter — Paraph",
  description:
    "Une question, une idée, un problème ou une demande concernant vos données personnelles ? Écrivez à l’équipe de Paraph ; nous répondons par e-mail.",
  heading: "Nous contacter",
  lead: "Une question sur une signature, une idée, un problème, ou une demande concernant vos données personnelles ? Écrivez-nous, nous vous répondrons par e-mail.",
  directEmail: "Vous préférez votre messagerie ? Écrivez-nous à",
  privacyNote:
    "Nous utilisons ces informations uniquement pour vous répondre, et supprimons les messages au bout de {{months}}\u00a0mois.",
  privacyLink: "Consulter notre politique de confidentialité",
  fields: {
    name: "Votre nom",
    email: "Votre adresse e-mail",
    emailHint: "Nous vous répondrons à cette adresse.",
    subject: "Objet",
    message: "Message",
    messageHint: "Entre {{min}} et {{max}} caractères.",
    honeypot: "Laissez ce champ vide",
  },
  send: "Envoyer le message",
  sending: "Envoi…",
  sent: "Merci, votre message a bien été envoyé. Nous vous répondrons par e-mail dès que possible.",
  errorSummary: "Merci de corriger les points suivants",
  rateLimited_one:
    "Vous avez envoyé plusieurs messages en peu de temps. Patientez {{count}}\u00a0minute avant d’en envoyer un autre ; votre texte est toujours ci-dessous.",
  rateLimited_other:
    "Vous avez envoyé plusieurs messages en peu de temps. Patientez {{count}}\u00a0minutes avant d’en envoyer un autre ; votre texte est toujours ci-dessous.",
  tooLarge: "Ce message est trop volumineux pour être envoyé. Raccourcissez-le puis réessayez.",
  errors: {
    nameRequired: "Indiquez votre nom.",
    nameTooLong: "Votre nom ne doit pas dépasser {{max}}\u00a0caractères.",
    emailRequired: "Indiquez votre adresse e-mail.",
    emailInvalid: "Saisissez une adresse e-mail valide, par exemple jeanne@exemple.fr.",
    emailTooLong: "Votre adresse e-mail ne doit pas dépasser {{max}}\u00a0caractères.",
    subjectRequired: "Indiquez l’objet de votre message.",
    subjectTooLong: "L’objet ne doit pas dépasser {{max}}\u00a0caractères.",
    messageTooShort: "Votre message doit comporter au moins {{min}}\u00a0caractères.",
    messageTooLong: "Votre message ne doit pas dépasser {{max}}\u00a0caractères.",
  },
} satisfies typeof en;
