import type en from "../en/apiDocs.ts";

// La documentation de l’API publique (docs/product.md#api) : la page /api, et les résumés et
// descriptions des opérations du document OpenAPI.
export default {
  metaTitle: "API de signatures e-mail — {{appName}}",
  metaDescription:
    "Créez et stockez des signatures e-mail depuis votre propre code : l’API JSON de {{appName}}, ses clés, ses limites et ses erreurs, avec un exemple curl pour chaque appel.",
  heading: "L’API de {{appName}}",
  lead: "Créez, stockez et générez des signatures e-mail depuis un script, un SIRH ou votre intranet : la même API JSON que l’éditeur, avec une clé à vous.",
  download: "Télécharger le document OpenAPI",
  contents: "Sur cette page",
  intro: {
    heading: "Introduction",
    text: "Chaque appel se fait en HTTPS et en JSON sous {{base}}. Les requêtes envoient du JSON (`Content-Type: application/json`), sauf l’envoi de photo (multipart) et le rendu par lot, qui accepte aussi le CSV. Les réponses sont en JSON ; les erreurs sont des « problem details » (RFC 9457).",
  },
  auth: {
    heading: "Authentification",
    text: "Envoyez votre clé dans l’en-tête Authorization : `Authorization: Bearer psk_…`. Les clés font partie de l’offre Pro : créez-les et révoquez-les sur la page de votre compte. Une clé agit pour son compte et peut être appelée depuis n’importe quel site (CORS, sans cookies) ; gardez-la secrète, sur un serveur.",
    manage: "Gérer vos clés",
  },
  errors: {
    heading: "Erreurs",
    text: "Un appel qui échoue répond par un code d’état et un contenu application/problem+json : `type`, `title`, `status`, un `detail` dans la langue d’`Accept-Language` (anglais ou français), un `code` stable et, pour des champs invalides, une liste `errors` avec le `path` et le message de chaque champ.",
    codes: "Codes courants",
  },
  limits: {
    heading: "Limites",
    text: "Un compte peut faire {{limit}} appels par minute, toutes ses clés et ses navigateurs connectés confondus. Chaque réponse comptée indique où vous en êtes dans les en-têtes `RateLimit-Policy` et `RateLimit` ; au-delà, la réponse est 429 avec `Retry-After`, en secondes. Un rendu par lot prend jusqu’à {{rows}} personnes et 2 Mo par appel.",
  },
  reference: {
    heading: "Référence",
    parameters: "Paramètres",
    requestBody: "Contenu de la requête",
    responses: "Réponses",
    example: "Exemple",
    exampleResponse: "Exemple de réponse",
    name: "Nom",
    in: "Où",
    type: "Type",
    description: "Description",
    required: "obligatoire",
    field: "Champ",
    auth: {
      key: "Clé d’API ou navigateur connecté",
      session: "Navigateur connecté uniquement",
      none: "Sans authentification",
    },
    anchor: "Lien vers cet appel",
  },
  status: {
    "200": "Succès",
    "201": "Créé",
    "204": "Fait, rien à renvoyer",
    "400": "Contenu mal formé ou champs invalides",
    "401": "Pas de clé ni de session, ou clé invalide",
    "403": "Non autorisé pour ce compte ou cette offre",
    "404": "Introuvable pour ce compte",
    "409": "En conflit avec l’état actuel",
    "413": "Contenu trop volumineux",
    "415": "Type de contenu non accepté",
    "422": "Impossible à traiter",
    "429": "Trop de requêtes",
    "500": "Erreur du serveur",
    "503": "Momentanément indisponible",
  },
  schemas: {
    heading: "Schémas",
    lead: "Les objets que les appels envoient et reçoivent. Les champs marqués = prennent cette valeur par défaut quand ils sont omis.",
  },
  operations: {
    getMe: {
      summary: "Qui suis-je",
      description:
        "Le compte auquel appartient la clé (ou la session du navigateur), et son offre.",
    },
    getSession: {
      summary: "La session du navigateur",
      description:
        "L’utilisateur connecté dans ce navigateur, ou null. Utilisé par les pages rendues pour tous ; les clients de l’API utilisent « Qui suis-je ».",
    },
    exportAccount: {
      summary: "Exporter le compte",
      description:
        "Tout ce que contient le compte, en pièce jointe JSON : utilisateur, signatures, paiements.",
    },
    listSignatures: {
      summary: "Lister les signatures",
      description: "Les signatures du compte, des plus récentes aux plus anciennes.",
    },
    createSignature: {
      summary: "Créer une signature",
      description:
        "Enregistre une nouvelle signature. Les champs omis prennent leur valeur par défaut ; sans `language`, la signature est dans la langue de la requête (`Accept-Language`). Avec l’offre gratuite, un compte garde 3 signatures et la mention reste affichée. Envoyez un en-tête `Idempotency-Key` pour qu’une nouvelle tentative renvoie la première signature au lieu d’une copie.",
    },
    getSignature: {
      summary: "Lire une signature",
      description: "Une des signatures du compte ; tout autre identifiant répond 404.",
    },
    updateSignature: {
      summary: "Modifier une signature",
      description: "Change les champs envoyés, et eux seuls.",
    },
    deleteSignature: {
      summary: "Supprimer une signature",
      description: "Supprime une des signatures du compte.",
    },
    getSignatureHtml: {
      summary: "HTML d’une signature",
      description:
        "Une des signatures du compte, en HTML à coller dans un client e-mail, ou en texte brut avec `format=text`, dans la langue de la signature (`language`).",
    },
    renderSignature: {
      summary: "Générer sans enregistrer",
      description:
        "Transforme des champs en HTML et en texte sans rien enregistrer, dans la langue des champs (`language`, sinon celle de la requête), avec le nombre de caractères et ce que certains clients e-mail n’afficheraient pas. Sans clé ; limité par adresse. Sans clé ni session Pro, l’offre est la gratuite : un modèle Pro est refusé (403) et la mention « Créée avec » est conservée.",
    },
    renderBatch: {
      summary: "Générer pour plusieurs personnes",
      description:
        "Une mise en forme et jusqu’à {{rows}} personnes, en JSON ou en CSV dont l’en-tête nomme les champs : pour chaque personne le HTML, le texte, le nombre de caractères et les problèmes, ou avec `Accept: application/zip` un ZIP d’un fichier .htm et d’un .txt par personne. Une ligne invalide est signalée par son numéro et n’arrête pas les autres. Une signature enregistrée (`signature`) ne donne que sa mise en forme : les champs propres à une personne (nom, poste, e-mail, numéros, photo, profils sociaux, liens et informations personnels, bouton) viennent de chaque ligne ou restent vides, et son téléphone sert aux lignes qui n’en ont pas (un standard). Dans `design`, ces champs sont refusés, sauf écrits avec des variables comme `{fullName}`.",
    },
    uploadPhoto: {
      summary: "Envoyer une photo",
      description:
        "Une photo, un logo ou une bannière JPEG, PNG ou WebP (champ multipart `photo`), enregistré et servi en PNG ; utilisez son `url` comme `photoUrl`, ou ses `width`, `height` et `tone` pour composer un `logoUrl` ou un `bannerUrl`.",
    },
    listKeys: {
      summary: "Lister les clés d’API",
      description:
        "Les clés actives du compte, des plus récentes aux plus anciennes. Leurs secrets ne sont jamais réaffichés.",
    },
    createKey: {
      summary: "Créer une clé d’API",
      description:
        "Une nouvelle clé avec un nom. Son secret n’est que dans cette réponse : conservez-le maintenant.",
    },
    revokeKey: {
      summary: "Révoquer une clé d’API",
      description: "La clé cesse de fonctionner immédiatement.",
    },
  },
} satisfies typeof en;
