// Les textes du complément Outlook (docs/teams.md#outlook) : un groupe de l’espace teams, chargé
// avec la section Outlook de la page d’équipe (app/teams/ui/on-demand-sections.tsx) ; ceux du manifeste
// et du volet sont lus sur le serveur.
import type en from "./outlook.en.ts";

export default {
  heading: "Outlook (Microsoft 365)",
  lead: "Un complément que votre administrateur Microsoft 365 déploie une fois : l’Outlook de chaque membre insère lui-même sa signature dans les nouveaux messages, les réponses, les transferts et les réunions — sur le web, Windows, Mac, iOS et Android.",
  guideHeading: "Comment le configurer (administrateur Microsoft 365, 10 minutes)",
  guide: {
    register:
      "Dans le centre d’administration Microsoft Entra → Inscriptions d’applications, ouvrez l’application de la synchronisation de l’annuaire (ou inscrivez-en une : comptes de cet annuaire organisationnel uniquement).",
    expose:
      "Exposer une API : réglez l’URI d’ID d’application sur {{resource}} et ajoutez l’étendue access_as_user (administrateurs et utilisateurs).",
    authorize:
      "Toujours dans Exposer une API, ajoutez l’application cliente ea5a67f6-b6f3-4338-b240-c655ddc3cc8e (Microsoft Office) pour cette étendue.",
    ids: "Saisissez ci-dessous l’ID de l’annuaire (locataire) et l’ID d’application (client), puis enregistrez.",
    download: "Téléchargez le complément (un paquet d’application .zip).",
    deploy:
      "Dans le centre d’administration Microsoft 365 → Paramètres → Applications intégrées → Charger des applications personnalisées → Complément Office : chargez le .zip, choisissez qui le reçoit (tout le monde, ou le groupe de l’équipe), acceptez les autorisations et déployez. Outlook le prend en compte en quelques heures.",
  },
  tenantId: "ID de l’annuaire (locataire)",
  tenantHint:
    "Le GUID de votre organisation Microsoft 365 : seules ses personnes reçoivent des signatures.",
  clientId: "ID d’application (client)",
  clientHint: "L’inscription d’application qui expose {{resource}}.",
  reply: "Dans les réponses et les transferts",
  replies: {
    full: "La signature complète",
    short: "Une signature courte (nom, poste, entreprise, téléphone)",
    none: "Pas de signature",
  },
  save: "Enregistrer",
  saved: "Enregistré.",
  download: "Télécharger le complément pour Microsoft 365 (.zip)",
  httpsNeeded:
    "Outlook ne charge les compléments qu’en HTTPS : l’adresse de cette instance ({{url}}) ne l’est pas. Réglez PUBLIC_URL sur son adresse HTTPS.",
  seen_one: "L’Outlook de {{count}} membre a récupéré sa signature.",
  seen_other: "L’Outlook de {{count}} membres a récupéré leur signature.",
  test: {
    heading: "Ce que reçoit un membre",
    email: "Adresse du membre",
    show: "Afficher",
    newMessage: "Nouveau message",
    replyMessage: "Réponse",
    none: "Pas de signature dans les réponses.",
    notMember: "{{email}} ne fait pas partie de l’équipe : son Outlook ne reçoit aucune signature.",
  },
  fallbacks:
    "Là où les compléments ne sont pas autorisés : chaque membre ouvre son lien privé et copie sa signature dans Outlook (Copier pour Outlook, avec les étapes de chaque version).",
  errors: {
    tenant: "Un GUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).",
    client: "Un GUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).",
    notSetUp: "Enregistrez d’abord le locataire et l’application.",
  },
  manifest: {
    name: "Signatures {{appName}}",
    fullName: "Signatures {{appName}} pour {{team}}",
    short: "La signature e-mail de votre équipe, insérée dans chaque message.",
    full: "Insère la signature e-mail que {{team}} vous a préparée avec {{appName}} dans les nouveaux messages, les réponses, les transferts et les réunions, toujours à jour.",
    button: "Signature",
    buttonTip: "Voir et insérer la signature de votre équipe.",
  },
  pane: {
    heading: "Votre signature",
    loading: "Recherche de votre signature…",
    inserted: "Votre signature est dans le message.",
    insert: "Insérer ma signature",
    replyNone: "Votre équipe n’ajoute pas de signature aux réponses.",
    failed: "Votre signature n’a pas pu être insérée. Réessayez dans un instant.",
  },
} satisfies typeof en;
