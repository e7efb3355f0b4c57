import type en from "./teams.en.ts";

// Équipes (issue 13) : les pages /teams, la page du membre, l’e-mail du lien. Chargé par la
// route des équipes (et par l’e-mail côté serveur), pas par chaque page hydratée (ADR 027).
export default {
  list: {
    metaTitle: "Équipes · {{appName}}",
    metaDescription:
      "Un seul design de signature pour toute une équipe : liste, liens, envoi vers Gmail.",
    heading: "Équipes",
    lead: "Concevez une seule fois la signature de votre entreprise, ajoutez tout le monde depuis une feuille de calcul, vérifiez chaque signature sur un seul écran, puis envoyez à chacun un lien ou installez-les toutes dans Gmail.",
    members_one: "{{count}} membre",
    members_other: "{{count}} membres",
    empty:
      "Aucune équipe pour l’instant. Créez-en une ci-dessous : il suffit d’un nom, et vous pourrez ajouter des personnes juste après.",
    newHeading: "Nouvelle équipe",
    name: "Nom de l’équipe",
    nameHint:
      "En général, le nom de votre entreprise ou de votre service. Il remplit aussi le champ Entreprise.",
    create: "Créer l’équipe",
  },
  upgrade: {
    lead: "Les équipes font partie de l’offre Pro. Avec une équipe, vous pouvez :",
    design: "concevoir une seule signature, avec des variables que chaque personne remplit ;",
    roster:
      "importer vos collaborateurs depuis un fichier CSV ou Excel, et voir toutes les signatures à la fois ;",
    links:
      "envoyer à chaque personne un lien privé pour copier sa signature, avec des guides d’installation ;",
    gmail: "avec Google Workspace, installer toutes les signatures dans Gmail en un clic.",
    cta: "Découvrir Pro",
  },
  notFound: {
    heading: "Équipe introuvable",
    lead: "Cette équipe n’existe pas, ou elle appartient à un autre compte.",
    back: "Vos équipes",
  },
  team: {
    metaTitle: "{{team}} · Équipes · {{appName}}",
    allTeams: "← Toutes les équipes",
  },
  design: {
    heading: "Design",
    lead: "La signature de chaque membre est ce design rempli avec ses informations. Une modification ici les met toutes à jour.",
    template: "Modèle",
    accent: "Couleur d’accent",
    apply_one: "Appliquer à {{count}} signature",
    apply_other: "Appliquer à {{count}} signatures",
    openEditor:
      "Modifier le design complet dans l’éditeur (logo, bannière, liens, mentions légales…)",
    missing:
      "Le design de cette équipe a été supprimé. Supprimez l’équipe et recommencez, ou contactez-nous.",
    placeholdersHeading: "Variables",
    placeholdersLead:
      "Les informations d’une personne (nom, poste, e-mail, numéros, photo, profils sociaux, liens et informations personnels, bouton) viennent de chaque membre, jamais du design ; le téléphone du design ne sert qu’aux membres qui n’en ont pas, comme standard. Dans n’importe quel texte du design, vous pouvez écrire ces variables :",
    extras: "Votre design utilise aussi {{names}} : chacune est une colonne de la liste.",
    noExtras:
      "Écrivez les vôtres dans le design, comme {extension} : chacune devient une colonne de la liste.",
    selfEdit:
      "Les membres peuvent corriger eux-mêmes leur poste et leurs numéros de téléphone depuis leur lien",
    credit: "Afficher « Créée avec {{appName}} » sous chaque signature",
    creditHint: "Les pages des membres et Gmail suivent aussitôt.",
    creditFree: "L’offre gratuite l’affiche toujours.",
    personal:
      "Votre design contient les informations d’une personne, que les membres ne reçoivent pas : {{fields}}. Celles de chaque membre viennent de la liste. Pour donner à tous le même texte, écrivez-le avec une variable, ou utilisez la bannière.",
  },
  roster: {
    heading: "Personnes",
    lead: "Ajoutez les personnes une par une, ou importez la liste que vous avez déjà (export Excel, Google Sheets, Outlook ou Google Workspace).",
    followDirectory: "Ou laissez l’équipe suivre votre annuaire Google Workspace ou Microsoft 365",
    add: "Ajouter une personne",
    import: "Importer une feuille de calcul",
    export: "Exporter en CSV",
    exportDetail: "Détail : {{label}}",
    exportLink: "Lien : {{label}}",
    imported_one:
      "{{count}} personne importée (nouvelles : {{added}}, mises à jour : {{updated}}).",
    imported_other:
      "{{count}} personnes importées (nouvelles : {{added}}, mises à jour : {{updated}}).",
    importAnother: "Importer un autre fichier",
    opening: "Ouverture…",
  },
  member: {
    locale: "Langue",
    localeHint: "Celle des libellés de sa signature, de sa page et de son e-mail.",
    photoUrlHint: "Le lien d’une photo envoyée sur {{appName}}, tel que l’éditeur le donne.",
    customFields: "Autres informations",
    customLinks: "Liens personnels",
    more: "Photo, profils sociaux, liens, bouton",
    label: "Libellé",
    value: "Valeur",
    url: "Lien",
    detailRow: "Information {{number}}",
    linkRow: "Lien {{number}}",
    add: "Ajouter",
    save: "Enregistrer",
    edit: "Modifier",
    remove: "Retirer",
    removeConfirm: "Retirer {{name}} de l’équipe ? Son lien ne fonctionnera plus.",
    noProblems: "Prête pour Gmail, Outlook et Apple Mail",
    errors_one: "{{count}} erreur",
    errors_other: "{{count}} erreurs",
    warnings_one: "{{count}} avertissement",
    warnings_other: "{{count}} avertissements",
  },
  members: {
    heading: "Signatures",
    empty:
      "Personne pour l’instant. Ajoutez des personnes ou importez une feuille de calcul : leurs signatures apparaissent ici.",
    showing: "{{from}}–{{to}} sur {{count}}",
    pages: "Pages",
    page: "Page {{page}} sur {{pages}}",
    previous: "← Précédente",
    next: "Suivante →",
    search: "Trouver une personne",
    find: "Trouver",
    noMatch: "Personne ne correspond à « {{search}} ».",
  },
  table: {
    showAs: "Afficher en",
    table: "Tableau",
    cards: "Cartes",
    search: "Rechercher",
    language: "Langue",
    gmail: "Gmail",
    link: "Lien",
    directory: "Annuaire",
    department: "Service",
    any: "Indifférent",
    anyDepartment: "Tous les services",
    gmailStates: {
      none: "Pas envoyée",
      queued: "En attente",
      sending: "En cours d’envoi",
      done: "Installée",
      failed: "En échec",
    },
    linkStates: {
      none: "Pas envoyé",
      sent: "Envoyé, pas ouvert",
      opened: "Ouvert",
    },
    sources: {
      directory: "Venu de l’annuaire",
      hand: "Ajouté à la main",
    },
    filter: "Filtrer",
    clear: "Effacer les filtres",
    caption: "Membres {{from}} à {{to}} sur {{count}}",
    noMatch: "Aucun membre ne correspond à cette recherche et à ces filtres.",
    columns: {
      name: "Nom",
      email: "E-mail",
      title: "Poste",
      language: "Langue",
      link: "Lien",
      gmail: "Gmail",
      outlook: "Outlook",
      directory: "Annuaire",
    },
    sortBy: "Trier par {{column}}",
    selectOne: "Sélectionner {{name}}",
    selectPage: "Sélectionner tous les membres de cette page",
    selected_one: "{{count}} membre sélectionné.",
    selected_other: "{{count}} membres sélectionnés.",
    selectMatching_one: "Sélectionner {{count}} membre correspondant",
    selectMatching_other: "Sélectionner les {{count}} membres correspondants",
    clearSelection: "Annuler la sélection",
    mailLinks: "Leur envoyer leur lien",
    push: "Envoyer vers Gmail",
    remove: "Retirer de l’équipe",
    removeConfirm_one: "Retirer {{count}} membre de l’équipe ? Son lien cessera de fonctionner.",
    removeConfirm_other:
      "Retirer {{count}} membres de l’équipe ? Leurs liens cesseront de fonctionner.",
    removed_one: "{{count}} membre retiré.",
    removed_other: "{{count}} membres retirés.",
    queued_one: "{{count}} membre en attente d’envoi vers Gmail.",
    queued_other: "{{count}} membres en attente d’envoi vers Gmail.",
    linkOpened: "Ouvert le {{date}}",
    linkSent: "Envoyé le {{date}}",
    outlook: "Outlook",
    outlookStates: {
      seen: "Signature récupérée",
      never: "Pas encore",
    },
    outlookSeen: "Vue le {{date}}",
    synced: "Synchronisé le {{date}}",
    open: "Signature, lien et informations de {{name}}",
    backToTable: "Retour au tableau",
  },
  import: {
    file: "Choisir une feuille de calcul (CSV ou Excel .xlsx)",
    fileHint:
      "La première ligne nomme les colonnes. Tout encodage et tout séparateur : nous les détectons.",
    reading: "Lecture du fichier…",
    failed: "Le fichier n’a pas pu être lu. Réessayez, ou enregistrez-le au format CSV.",
    delimiter: "séparé par des {{delimiter}}",
    delimiters: {
      comma: "virgules",
      semicolon: "points-virgules",
      tab: "tabulations",
      pipe: "barres verticales",
    },
    rowCount_one: "{{count}} ligne",
    rowCount_other: "{{count}} lignes",
    mappingHeading: "Que contient chaque colonne ?",
    mappingLead: "Les colonnes choisies pour le nom complet sont jointes dans cet ordre.",
    skip: "— Ne pas importer —",
    column: "Colonne {{number}}",
    sample: "ex. : {{value}}",
    groups: {
      person: "Personne",
      profiles: "Photo, profils et bouton",
      lists: "Nommé d’après la colonne",
      placeholders: "Variables du design",
    },
    asDetail: "Une information : « {{label}} »",
    asLink: "Un lien : « {{label}} »",
    notImported:
      "Colonnes non importées : {{columns}}. Choisissez ci-dessus ce qu’elles contiennent pour les importer.",
    previewHeading: "Premières lignes, telles qu’elles seront importées",
    noProblems_one: "{{count}} ligne prête à être importée.",
    noProblems_other: "Les {{count}} lignes sont prêtes à être importées.",
    problemsHeading_one: "{{count}} ligne à corriger",
    problemsHeading_other: "{{count}} lignes à corriger",
    problem: "Ligne {{row}}, {{field}} : {{message}}",
    duplicate: "Cette adresse figure déjà à la ligne {{row}}.",
    confirm_one: "Importer {{count}} personne",
    confirm_other: "Importer {{count}} personnes",
    confirmSkipping: "Importer {{count}}, ignorer {{skipped}} lignes avec des problèmes",
    cancel: "Annuler",
    invalid: "L’import a changé entre-temps ou n’est pas valide. Recommencez-le.",
    errors: {
      empty: "Le fichier est vide.",
      tooLarge: "Le fichier dépasse 5 Mo. Divisez-le, ou ne gardez que les colonnes utiles.",
      tooManyRows: "Le fichier a plus de {{rows}} lignes.",
      tooManyColumns: "Le fichier a plus de {{columns}} colonnes.",
      unreadable:
        "Ce fichier ne peut pas être lu comme une feuille de calcul. Enregistrez-le au format CSV ou Excel (.xlsx).",
      oldExcel:
        "C’est un ancien fichier Excel (.xls). Enregistrez-le au format .xlsx ou CSV, puis importez-le.",
      noRows: "Le fichier a une ligne d’en-tête, mais personne en dessous.",
      rowTooLong:
        "Une ligne de ce fichier dépasse {{rowKilobytes}} Ko : un guillemet n’est peut-être jamais fermé. Vérifiez le fichier, ou enregistrez-le à nouveau au format CSV ou Excel (.xlsx).",
      unpackedTooLarge:
        "Une fois décompressé, ce classeur dépasse {{unpackedMegabytes}} Mo. Ne gardez que la feuille des personnes, ou enregistrez-la au format CSV.",
      tooComplex:
        "Ce fichier demande bien plus de travail à lire qu’une liste de personnes. Enregistrez-le à nouveau au format CSV ou Excel (.xlsx), avec seulement la feuille des personnes.",
      busy: "Beaucoup de fichiers sont en cours de lecture. Réessayez dans une minute.",
    },
  },
  links: {
    summary: "Liens envoyés : {{sent}}, ouverts : {{opened}}.",
    none: "Aucun lien pour l’instant.",
    notSent: "Lien prêt, pas encore envoyé.",
    sent: "Lien envoyé le {{date}}, pas encore ouvert.",
    opened: "Ouvert le {{date}}.",
    copy: "Copier le lien",
    copied: "Copié",
    sendLinks: "Envoyer le lien par e-mail",
    renewLink: "Nouveau lien",
    revokeLink: "Révoquer le lien",
    sendAll_one: "Envoyer le lien par e-mail à {{count}} personne",
    sendAll_other: "Envoyer leurs liens par e-mail à {{count}} personnes",
    sentCount_one: "{{count}} e-mail envoyé.",
    sentCount_other: "{{count}} e-mails envoyés.",
    nextMail: "Nouvel envoi possible {{when}}.",
    held: {
      cooldown_one: "{{count}} personne a reçu son lien il y a moins de {{minutes}} minutes.",
      cooldown_other: "{{count}} personnes ont reçu leur lien il y a moins de {{minutes}} minutes.",
      address_one: "{{count}} adresse a déjà reçu {{max}} e-mails de lien aujourd’hui.",
      address_other: "{{count}} adresses ont déjà reçu {{max}} e-mails de lien aujourd’hui.",
      team_one:
        "{{count}} e-mail non envoyé : une équipe envoie au plus {{max}} e-mails de lien par jour.",
      team_other:
        "{{count}} e-mails non envoyés : une équipe envoie au plus {{max}} e-mails de lien par jour.",
      account_one:
        "{{count}} e-mail non envoyé : un compte envoie au plus {{max}} e-mails de lien par jour, toutes équipes confondues.",
      account_other:
        "{{count}} e-mails non envoyés : un compte envoie au plus {{max}} e-mails de lien par jour, toutes équipes confondues.",
      retry: "Nouvel envoi possible {{when}}.",
    },
  },
  google: {
    heading: "Gmail (Google Workspace)",
    lead: "Installez chaque signature dans Gmail pour vos collaborateurs, sans qu’ils aient rien à faire : grâce à un compte de service Google que l’administrateur de votre Workspace autorise à définir les signatures Gmail.",
    guideHeading: "Comment se connecter (5 minutes, administrateur Workspace)",
    guide: {
      project: "Dans la console Google Cloud, créez un projet (ou choisissez-en un).",
      api: "Dans « API et services », activez l’API Gmail.",
      account:
        "Dans « IAM et administration › Comptes de service », créez un compte de service. Il n’a besoin d’aucun rôle.",
      key: "Ouvrez-le, puis « Clés › Ajouter une clé › Créer une clé › JSON » : un fichier .json est téléchargé.",
      delegation:
        "Dans la console d’administration Google, « Sécurité › Contrôle des accès et des données › Commandes des API › Délégation au niveau du domaine », ajoutez l’ID client du compte de service avec le champ d’application {{scope}}.",
      paste:
        "Collez ci-dessous tout le contenu du fichier .json. Il est stocké chiffré et ne sera plus jamais affiché.",
    },
    keyLabel: "Clé du compte de service (JSON)",
    keyHint:
      "Sert uniquement à définir les signatures Gmail de vos membres. Vous pouvez vous déconnecter à tout moment.",
    connect: "Connecter",
    connected: "Connecté avec le compte de service {{account}}.",
    notConnected: "Connectez d’abord un compte de service Google Workspace.",
    startPush_one: "Envoyer vers Gmail ({{count}} personne)",
    startPush_other: "Envoyer vers Gmail ({{count}} personnes)",
    cancelPush: "Arrêter",
    disconnectGoogle: "Déconnecter",
    outdated_one:
      "La signature Gmail de {{count}} personne est plus ancienne que le design ou que ses informations : mettez-la à jour pour lui envoyer la version actuelle.",
    outdated_other:
      "Les signatures Gmail de {{count}} personnes sont plus anciennes que le design ou que leurs informations : mettez-les à jour pour envoyer à chacun la version actuelle.",
    updateOutdated_one: "Mettre à jour {{count}} signature dans Gmail",
    updateOutdated_other: "Mettre à jour les {{count}} signatures dans Gmail",
    errors: {
      json: "Ce n’est pas du JSON. Collez tout le contenu du fichier de clé .json.",
      notServiceAccount:
        "Ce JSON n’est pas une clé de compte de service (son « type » devrait être « service_account »).",
      missingKey:
        "Cette clé n’a ni clé privée ni adresse e-mail client. Téléchargez une nouvelle clé JSON.",
      badKey: "La clé privée de ce fichier est endommagée. Téléchargez une nouvelle clé JSON.",
    },
  },
  push: {
    progress: "Gmail : {{done}} terminées, {{failed}} en échec, {{waiting}} en attente.",
    status: {
      queued: "Gmail : en attente",
      sending: "Gmail : envoi en cours (tentative {{attempts}})",
      done: "Gmail : installée",
      failed: "Gmail : échec.",
    },
    reasons: {
      delegation:
        "La délégation au niveau du domaine n’est pas autorisée pour ce compte de service et ce champ d’application.",
      credentials: "Google a refusé la clé. Connectez-en une nouvelle.",
      notFound: "Aucun compte Gmail avec cette adresse dans votre Workspace.",
      forbidden: "Google a refusé de modifier les paramètres de cette personne.",
      rejected: "Google a refusé cette signature.",
      unavailable: "Google a échoué à plusieurs reprises ; réessayez plus tard.",
      gone: "Le membre ou la clé a été supprimé.",
      notPro: "Le propriétaire de l’équipe n’a plus Pro : les envois sont arrêtés.",
    },
  },
  settings: {
    heading: "Paramètres de l’équipe",
    rename: "Renommer",
    delete: "Supprimer l’équipe",
    deleteConfirm:
      "Supprimer l’équipe {{team}} et sa liste ? Les liens des membres ne fonctionneront plus.",
    deleteHint: "Le design reste parmi vos signatures.",
  },
  errors: {
    fix: "Vérifiez les champs signalés.",
  },
  mail: {
    subject: "Votre signature e-mail sur {{appName}}",
    greeting: "Bonjour,",
    intro:
      "{{manager}} a préparé votre signature e-mail avec {{appName}}. Ouvrez votre lien privé pour la copier dans Gmail, Outlook ou Apple Mail, avec des instructions étape par étape :",
    team: "Votre équipe, telle que son responsable l’a nommée : « {{team}} »",
    action: "Obtenir ma signature",
    privacy:
      "Ce lien est personnel : toute personne qui le possède peut voir votre signature. Ne le transférez pas.",
    signOff: "— {{appName}}",
  },
  self: {
    eyebrow: "{{team}} · votre signature",
    heading: "Votre signature e-mail",
    lead: "Votre équipe l’a préparée pour vous. Copiez-la dans votre messagerie : le guide à côté vous montre comment, étape par étape.",
    editHeading: "Quelque chose ne va pas ?",
    editLead:
      "Vous pouvez corriger votre poste et vos numéros de téléphone. Votre équipe voit la modification.",
    save: "Enregistrer mes corrections",
    saved: "Enregistré. Copiez à nouveau votre signature pour utiliser la nouvelle version.",
    otherFields:
      "Pour tout le reste, adressez-vous à la personne qui gère les signatures de votre équipe.",
    notFound: "Ce lien ne fonctionne plus",
    notFoundLead:
      "Il a été remplacé ou révoqué. Demandez-en un nouveau à la personne qui gère les signatures de votre équipe.",
  },
} satisfies typeof en;
