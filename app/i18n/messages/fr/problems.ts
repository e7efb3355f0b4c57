import type en from "../en/problems.ts";

export default {
  titles: {
    bad_request: "Requête incorrecte",
    validation_failed: "Champs invalides",
    unauthorized: "Authentification requise",
    forbidden: "Accès refusé",
    not_found: "Introuvable",
    method_not_allowed: "Méthode non autorisée",
    conflict: "Conflit",
    payload_too_large: "Contenu trop volumineux",
    unsupported_media_type: "Type de contenu non pris en charge",
    unprocessable_content: "Contenu impossible à traiter",
    rate_limited: "Trop de requêtes",
    internal_error: "Erreur interne du serveur",
    service_unavailable: "Service indisponible",
    photo_missing: "Photo manquante",
    photo_too_many_files: "Trop de fichiers",
    photo_too_large: "Photo trop volumineuse",
    photo_unsupported_type: "Type d'image non pris en charge",
    photo_corrupt: "Image illisible",
    photo_too_many_pixels: "Dimensions de l'image trop grandes",
    photo_not_found: "Photo introuvable",
    signature_limit_reached: "Limite de signatures atteinte",
    webhook_signature_invalid: "Signature de webhook invalide",
    pro_required: "Offre Pro requise",
    invalid_api_key: "Clé d’API invalide",
    pro_template_required: "Modèle Pro",
  },
  badRequest: "La requête n'a pas pu être comprise. Vérifiez-la et réessayez.",
  validationFailed: "Certains champs sont invalides. Corrigez-les et réessayez.",
  unauthorized: "Aucun utilisateur connecté. Connectez-vous et réessayez.",
  forbidden: "Vous n'avez pas l'autorisation de faire cela.",
  notFound: "Rien n'a été trouvé à cette adresse.",
  methodNotAllowed: "Cette adresse n'accepte pas cette méthode.",
  conflict: "Cela entre en conflit avec l'état actuel de la ressource. Rechargez et réessayez.",
  payloadTooLarge: "La requête est trop volumineuse.",
  unsupportedMediaType: "Ce type de contenu n'est pas accepté ici.",
  unprocessableContent: "La requête est bien formée mais ne peut pas être traitée.",
  rateLimited_one: "Trop de requêtes. Patientez {{count}} seconde puis réessayez.",
  rateLimited_other: "Trop de requêtes. Patientez {{count}} secondes puis réessayez.",
  internalError: "Un problème est survenu de notre côté. Réessayez dans un instant.",
  serviceUnavailable:
    "Le service est momentanément indisponible. Réessayez dans quelques secondes.",
  invalidApiKey:
    "Cette clé d’API n’est pas valable : elle est mal recopiée, inconnue ou révoquée. Vérifiez l’en-tête Authorization (Bearer psk_…).",
  apiKeyNeedsPro:
    "Cette clé d’API appartient à un compte qui n’a plus l’offre Pro. Les clés d’API refonctionnent dès que le compte est Pro.",
  teamsNeedPro: "Les équipes font partie de l’offre Pro.",
  outlook: {
    notSetUp:
      "Le complément Outlook de cette équipe n’est pas configuré. Demandez à votre administrateur.",
    noToken:
      "Outlook ne vous a pas connecté (pas de jeton Microsoft 365). Connectez-vous à Outlook avec votre compte professionnel.",
    invalidToken:
      "Votre connexion Microsoft 365 n’a pas pu être vérifiée. Fermez et rouvrez Outlook, puis réessayez.",
    wrongTenant:
      "Votre compte Microsoft 365 appartient à une autre organisation que celle de cette équipe.",
    noAddress: "Votre connexion Microsoft 365 n’indique pas votre adresse e-mail.",
    notMember:
      "{{email}} ne fait pas partie de l’équipe : demandez à votre administrateur de vous ajouter.",
    notPro: "Le propriétaire de l’équipe n’a plus Pro : les signatures sont suspendues.",
  },
  teamNotFound: "Équipe introuvable.",
  memberNotFound: "Cette personne ne fait pas partie de l’équipe.",
  memberExists: "{{email}} fait déjà partie de l’équipe.",
  rosterFull: "Une équipe compte au plus {{count}} membres.",
  keysNeedPro: "Les clés d’API font partie de l’offre Pro.",
  keysNeedSession:
    "Les clés d’API se gèrent depuis un navigateur connecté, pas avec une autre clé.",
  tooManyKeys_one:
    "Un compte peut avoir {{count}} clé active. Révoquez-en une pour en créer une autre.",
  tooManyKeys_other:
    "Un compte peut avoir {{count}} clés actives. Révoquez-en une pour en créer une autre.",
  keyNotFound: "Aucune clé active avec cet identifiant.",
  webhookSignatureInvalid: "L’en-tête Stripe-Signature ne correspond pas à ce contenu.",
  batch: {
    empty: "Il n’y a personne à générer. Envoyez au moins une personne.",
    tooManyPeople:
      "Un lot compte au plus {{max}} personnes. Répartissez le vôtre sur plusieurs appels.",
    csvDelimiter:
      "Séparez les colonnes du CSV par des virgules, pas par des points-virgules ni des tabulations.",
    csvUnreadable: "Le CSV n’a pas pu être lu vers la ligne {{line}}. Vérifiez ses guillemets.",
    unknownColumn:
      "Colonne inconnue (« {{column}} »). Nommez chaque colonne d’après un champ de la signature, comme fullName ou email.",
    duplicateColumn: "La colonne « {{column}} » apparaît plusieurs fois.",
    tooManyCells: "Cette ligne a plus de cellules que l’en-tête n’a de colonnes.",
    proTemplate:
      "« {{template}} » est un modèle Pro. Passez à Pro pour l’utiliser, ou choisissez un modèle gratuit.",
    personField:
      "« {{field}} » est propre à chaque personne : envoyez-le avec chaque personne, pas dans le design (ou écrivez-le avec des variables, comme {fullName}).",
  },
} satisfies typeof en;
