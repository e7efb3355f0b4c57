import type en from "./auth.en.ts";

export default {
  invalidCredentials: "E-mail ou mot de passe incorrect",
  noAuthenticatedUser: "Aucun utilisateur connecté",
  signatureNotFound: "Signature introuvable",
  invalidUserData: "Les données utilisateur reçues sont invalides",
  loginFailed: "Échec de la connexion : aucune donnée utilisateur reçue",
  registrationFailed: "Échec de l'inscription : aucune donnée utilisateur reçue",
  googleFailed: "Échec de l'authentification Google : aucun utilisateur reçu",
  offline: "Impossible de récupérer le document : vous êtes hors ligne.",
  invalidEmail: "Saisissez une adresse e-mail valide.",
  passwordTooShort_one: "Votre mot de passe doit contenir au moins {{count}} caractère.",
  passwordTooShort_other: "Votre mot de passe doit contenir au moins {{count}} caractères.",
  passwordTooLong_one: "Votre mot de passe doit contenir au plus {{count}} caractère.",
  passwordTooLong_other: "Votre mot de passe doit contenir au plus {{count}} caractères.",
  termsNotAccepted: "Acceptez les conditions d'utilisation pour créer un compte.",
  emailUnavailable:
    "Cette adresse e-mail ne peut pas servir à créer un compte. Si c'est la vôtre, connectez-vous ou réinitialisez votre mot de passe.",
  googleNotConfigured: "La connexion avec Google n'est pas disponible sur ce site.",
  signInPaused_one:
    "Trop de tentatives de connexion échouées pour ce compte. Patientez {{count}} seconde ou réinitialisez votre mot de passe.",
  signInPaused_other:
    "Trop de tentatives de connexion échouées pour ce compte. Patientez {{count}} secondes ou réinitialisez votre mot de passe.",
  mail: {
    greeting: "Bonjour,",
    signOff: "L'équipe {{appName}}",
    linkExpiry: "Ce lien est valable une heure.",
    verify: {
      subject: "Confirmez votre adresse e-mail pour {{appName}}",
      intro: "Confirmez l'adresse e-mail de votre compte {{appName}} en ouvrant ce lien :",
      action: "Confirmer mon adresse e-mail",
      ignore: "Si vous n'avez pas créé de compte, ignorez simplement cet e-mail.",
    },
    failedLogins: {
      subject: "Tentatives de connexion échouées sur votre compte {{appName}}",
      intro:
        "Quelqu'un a essayé de se connecter à votre compte {{appName}} avec un mauvais mot de passe {{count}} fois en peu de temps. Après des échecs répétés, la connexion au compte est suspendue quelques minutes.",
      action: "Aller à la page de connexion",
      ignore:
        "Si c'était vous, ignorez cet e-mail. Sinon, votre mot de passe a tenu bon : personne ne s'est connecté. Choisissez-en un nouveau si vous l'utilisez aussi ailleurs (« Mot de passe oublié ? » sur la page de connexion).",
    },
    reset: {
      subject: "Réinitialisez votre mot de passe {{appName}}",
      intro:
        "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {{appName}}. Choisissez un nouveau mot de passe avec ce lien :",
      action: "Choisir un nouveau mot de passe",
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même.",
    },
  },
} satisfies typeof en;
