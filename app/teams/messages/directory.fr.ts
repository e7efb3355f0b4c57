// Les textes de la synchronisation d’annuaire (docs/teams.md) : un groupe de l’espace teams,
// chargé avec le code de la section (app/teams/ui/on-demand-sections.tsx).
import type en from "./directory.en.ts";

export default {
  heading: "Synchronisation de l’annuaire",
  lead: "L’équipe suit l’annuaire de votre entreprise : les arrivées apparaissent, les nouveaux postes et numéros arrivent, les départs sont retirés et leurs liens cessent de fonctionner.",
  choose: "Votre annuaire",
  providers: {
    google: "Google Workspace",
    entra: "Microsoft Entra ID (Microsoft 365)",
  },
  google: {
    needsKey:
      "Connectez d’abord le compte de service dans la section Gmail : l’annuaire est lu par son intermédiaire.",
    guideHeading: "Avant de connecter (administrateur Workspace, 3 minutes)",
    guide: {
      api: "Dans la console Google Cloud, dans le projet du compte de service, activez l’API Admin SDK.",
      delegation:
        "Dans la console d’administration → Sécurité → Accès et contrôle des données → Commandes des API → Délégation au niveau du domaine, modifiez le client du compte de service et ajoutez le champ d’application ci-dessous à celui de Gmail (et le second si vous filtrez par groupe).",
      admin:
        "Choisissez un administrateur (ou un utilisateur ayant le droit d’administration « Utilisateurs : lecture ») : le compte de service lit l’annuaire en son nom.",
    },
    account: "Compte de service : {{account}}",
    adminEmail: "Adresse d’un administrateur",
    adminHint: "Le compte de service agit au nom de cette personne pour lire l’annuaire.",
    orgUnit: "Unité organisationnelle (facultatif)",
    orgUnitHint:
      "Par exemple /Ventes : ses personnes et celles des unités en dessous. Vide : tout le domaine.",
    group: "Groupe (facultatif)",
    groupHint: "Seulement les membres de ce groupe (son adresse).",
  },
  entra: {
    guideHeading: "Avant de connecter (administrateur Entra, 5 minutes)",
    guide: {
      register:
        "Dans le centre d’administration Microsoft Entra → Inscriptions d’applications → Nouvelle inscription : un nom (Paraph), comptes de cet annuaire organisationnel uniquement.",
      permission:
        "Autorisations d’API → Ajouter une autorisation → Microsoft Graph → Autorisations d’application → User.Read.All (et GroupMember.Read.All pour filtrer par groupe), puis Accorder le consentement administrateur.",
      credential:
        "Certificats et secrets : un nouveau secret client (copiez sa valeur), ou chargez un certificat dont vous collez la clé privée ci-dessous.",
      ids: "Dans la vue d’ensemble de l’application, copiez l’ID de l’annuaire (locataire) et l’ID d’application (client).",
    },
    tenantId: "ID de l’annuaire (locataire)",
    tenantHint: "Un GUID, ou le domaine du locataire (contoso.onmicrosoft.com).",
    clientId: "ID d’application (client)",
    credential: "Comment l’application s’authentifie",
    credentials: {
      secret: "Secret client",
      certificate: "Certificat",
    },
    secret: "Valeur du secret client",
    certificate: "Certificat et sa clé privée (PEM)",
    certificateHint:
      "Le certificat chargé dans l’inscription de l’application, suivi de sa clé privée RSA, en un seul texte.",
    secretKept: "Conservé chiffré, utilisé seulement pour lire votre annuaire, jamais réaffiché.",
    groupId: "ID d’objet du groupe (facultatif)",
    groupHint: "Seulement les membres de ce groupe, et des groupes qu’il contient.",
    filter: "Filtre Graph (facultatif)",
    filterHint: "Le $filter de Microsoft Graph, par exemple department eq 'Ventes'.",
  },
  connect: "Connecter et prévisualiser",
  connected: {
    google: "Connecté à Google Workspace au nom de {{admin}}.",
    entra: "Connecté à Microsoft Entra ID, locataire {{tenant}} ({{credential}}).",
  },
  scope: {
    everyone: "Tout l’annuaire.",
    orgUnit: "Unité organisationnelle {{value}}.",
    group: "Groupe {{value}}.",
    filter: "Filtre : {{value}}",
  },
  mapping: {
    heading: "Quelle valeur de l’annuaire remplit chaque champ",
    lead: "Un champ laissé à « celui du membre » n’est jamais modifié par une synchronisation. La correction d’un membre reste tant que la valeur de l’annuaire ne change pas.",
    own: "Celui du membre",
    sources: {
      displayName: "Nom affiché",
      givenName: "Prénom",
      familyName: "Nom",
      jobTitle: "Poste",
      department: "Service",
      workPhone: "Téléphone du bureau",
      mobilePhone: "Mobile",
      officeLocation: "Bureau",
    },
    placeholder: "{{name}} (champ de votre modèle)",
    locale: "La langue de chaque membre suit la langue préférée de l’annuaire",
    photo: "Les photos des membres viennent de l’annuaire",
    interval: "Synchroniser",
    intervals: {
      "0": "Seulement à la demande",
      "60": "Toutes les heures",
      "180": "Toutes les 3 heures",
      "720": "Toutes les 12 heures",
      "1440": "Tous les jours",
    },
    save: "Enregistrer et prévisualiser",
  },
  status: {
    previewing: "Lecture de l’annuaire…",
    syncing: "Synchronisation de l’équipe avec l’annuaire…",
    held: "La synchronisation planifiée retirerait plus de la moitié des membres venus de l’annuaire : elle vous attend. Vérifiez l’aperçu, puis appliquez-le, ou changez le filtre.",
    failed: "La dernière exécution s’est arrêtée : {{reason}}",
    last: "Dernière synchronisation {{when}} : {{added}} ajoutés, {{updated}} mis à jour, {{removed}} retirés, {{photos}} photos changées.",
    next: "Prochaine synchronisation {{when}}.",
    onDemand: "Synchronise quand vous le demandez.",
    notApplied: "Rien n’a encore changé dans l’équipe : vérifiez l’aperçu, puis appliquez-le.",
  },
  preview: {
    appliedHeading: "Ce qu’a changé la dernière synchronisation",
    heading: "Ce que change une synchronisation",
    read: "Lu dans l’annuaire {{when}}.",
    counts:
      "{{added}} à ajouter, {{updated}} à mettre à jour, {{removed}} à retirer, {{unchanged}} inchangés.",
    kept_one: "{{count}} membre ajouté à la main n’est pas dans l’annuaire : il reste.",
    kept_other: "{{count}} membres ajoutés à la main ne sont pas dans l’annuaire : ils restent.",
    nothing: "Rien à changer : l’équipe correspond déjà à l’annuaire.",
    adds: "À ajouter",
    updates: "À mettre à jour",
    removals: "À retirer (leurs liens cessent de fonctionner)",
    skipped: "Laissés de côté",
    reasons: {
      noEmail: "pas d’adresse e-mail",
      duplicate: "une adresse qu’une autre personne a déjà",
      invalid: "des coordonnées qu’une signature ne peut pas contenir",
    },
    more_one: "et {{count}} autre",
    more_other: "et {{count}} autres",
    change: "{{field}} : {{from}} → {{to}}",
    empty: "(vide)",
    email: "Adresse",
    locale: "Langue",
  },
  apply: "Appliquer ces changements",
  syncNow: "Synchroniser maintenant",
  previewAgain: "Prévisualiser à nouveau",
  disconnect: "Déconnecter l’annuaire",
  disconnectConfirm:
    "Déconnecter l’annuaire ? Les membres restent dans l’équipe, comme ajoutés à la main ; plus rien ne se synchronise.",
  errors: {
    reasons: {
      unavailable:
        "l’annuaire n’a pas répondu (ou a demandé d’attendre trop longtemps). La prochaine exécution réessaie.",
      credentials:
        "l’annuaire a refusé les identifiants (un secret, une clé ou un certificat faux ou expiré, ou un locataire ou une application inconnus).",
      delegation:
        "Google a refusé : vérifiez les champs d’application de la délégation au niveau du domaine et que l’adresse est celle d’un administrateur.",
      permission:
        "Microsoft Graph a refusé : accordez à l’application User.Read.All (et GroupMember.Read.All pour filtrer par groupe) comme autorisations d’application, avec le consentement administrateur.",
      groupNotFound: "le groupe est introuvable dans l’annuaire.",
      filter: "l’annuaire a refusé le filtre ou l’unité organisationnelle.",
      tooMany:
        "l’annuaire compte plus de personnes qu’une équipe ne peut en avoir (2 000). Restreignez le filtre.",
      massRemoval: "elle retirerait plus de la moitié des membres ; elle vous attend.",
      rejected: "l’annuaire a donné une réponse que Paraph ne comprend pas.",
      notPro: "le propriétaire de l’équipe n’a plus Pro.",
    },
    form: {
      required: "Obligatoire.",
      tooLong: "Trop long.",
      email: "Saisissez une adresse e-mail.",
      orgUnit: "Un chemin commençant par /, sans guillemets (par exemple /Ventes).",
      group: "L’adresse ou l’identifiant d’un groupe.",
      tenant: "Un GUID ou un domaine.",
      guid: "Un GUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).",
      filter: "Une seule ligne.",
      certificate:
        "Collez le certificat et sa clé privée RSA (PEM, -----BEGIN CERTIFICATE----- et -----BEGIN PRIVATE KEY-----) ; la clé doit être celle du certificat.",
      provider: "Choisissez un annuaire.",
    },
    googleFirst: "Connectez d’abord le compte de service de Google Workspace (section Gmail).",
    notConnected: "Aucun annuaire n’est connecté.",
    previewFirst: "Prévisualisez les changements avant la première synchronisation.",
  },
} satisfies typeof en;
