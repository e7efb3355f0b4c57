import type en from "./editor-first-screen.en.ts";

export default {
  metaTitle: "Éditeur de signature — {{appName}}",
  metaDescription:
    "Modifiez votre signature email : coordonnées, photo, réseaux sociaux, couleurs et appel à l’action, avec un aperçu en direct. Enregistrée dans votre navigateur au fil de la saisie.",
  heading: "Modifier votre signature",
  newHeading: "Créer votre signature",
  loading: "Chargement de votre signature…",
  formLabel: "Contenu de la signature",
  status: {
    new: "Vos modifications sont enregistrées dans ce navigateur au fil de la saisie.",
    saving: "Enregistrement…",
    saved: "Enregistrée dans ce navigateur.",
    savedExceptDraft: "Tout le reste est enregistré dans ce navigateur.",
    invalid: "Pas encore enregistrée : corrigez les champs signalés.",
    unsavedFields_one: "Un champ n’est pas enregistré tant que vous ne l’avez pas corrigé.",
    unsavedFields_other:
      "{{count}} champs ne sont pas enregistrés tant que vous ne les avez pas corrigés.",
    trial: "Essai d’un modèle Pro — non enregistré.",
    trialLocked: "Essai d’un modèle Pro qui ne peut pas être enregistré.",
    trialSwitch: "Essai d’un modèle — non enregistré.",
  },
  actions: {
    undo: "Annuler",
    undoHint: "Annuler la dernière modification",
    finish: "Terminer",
    mySignatures: "Mes signatures",
  },
  notFound: {
    title: "Signature introuvable",
    text: "Cette signature n’existe pas dans ce navigateur. Elle a peut-être été supprimée, ou créée dans un autre navigateur : sans compte, les signatures restent dans le navigateur où vous les avez créées.",
    mySignatures: "Voir mes signatures",
    create: "Créer une signature",
  },
  template: {
    legend: "Modèle",
    description:
      "La mise en page de votre signature. Vous pouvez en changer à tout moment : vos informations sont conservées.",
    proFree:
      "Les modèles Pro font partie de l’offre Pro. Les essayer ne coûte rien, et vous pouvez en enregistrer un gratuitement dans une signature.",
    proLocked:
      "Les modèles Pro font partie de l’offre Pro. Votre modèle Pro gratuit est déjà utilisé dans une autre signature : vous pouvez encore les essayer dans l’aperçu.",
    proOwned:
      "Cette signature utilise votre modèle Pro gratuit. Les autres modèles Pro font partie de l’offre Pro.",
    proRequested:
      "« {{template}} » est un modèle Pro et votre modèle Pro gratuit est déjà utilisé : cette signature commence donc avec « {{fallback}} ».",
    proBlocked:
      "Ce modèle Pro ne peut pas être enregistré : votre modèle Pro gratuit est déjà utilisé. Choisissez un autre modèle.",
    trialPro:
      "Vous essayez « {{template}} », un modèle Pro : l’aperçu l’affiche, mais il n’est pas enregistré. L’enregistrer ou copier la signature utilise votre unique modèle Pro gratuit, pour cette signature seulement.",
    trialSwitch:
      "Vous essayez « {{template}} » : il n’est pas encore enregistré. Cette signature garde son modèle Pro « {{owned}} » jusqu’à ce que vous enregistriez ; ensuite, revenir à « {{owned}} » demandera l’offre Pro.",
  },
  language: {
    label: "Langue de la signature",
    hint: "Celle des libellés, des mentions légales et de la ponctuation. La version bilingue ajoute l’autre langue, avec les textes que vous donnez en {{other}}.",
    en: "English",
    fr: "Français",
    /** une langue dans une phrase : « Aussi en anglais » */
    inSentence: { en: "anglais", fr: "français" },
  },
  translation: {
    summary: "Aussi en {{language}}",
    hint: "Pour la version bilingue. Laissé vide, le texte s’affiche une seule fois.",
    jobTitle: "Poste en {{language}}",
    ctaLabel: "Texte du bouton en {{language}}",
    disclaimer: "Texte de la mention en {{language}}",
    customLabel: "Libellé en {{language}}",
    customValue: "Valeur en {{language}}",
    customLinkLabel: "Texte du lien en {{language}}",
  },
  details: {
    legend: "Vos informations",
    name: "Nom de la signature",
    nameHint:
      "Pour vous seulement, afin de la retrouver dans Mes signatures (par exemple « Travail »).",
    company: "Entreprise",
    website: "Site web",
    address: "Adresse",
    customFields: "Autres informations",
    customFieldsHint:
      "Pronoms, service, second téléphone, numéro d’agrément… : un libellé et sa valeur, dans l’ordre de votre choix.",
    customLabel: "Libellé",
    customLabelExample: "Pronoms",
    customValue: "Valeur",
    customValueExample: "elle",
    customRow: "Information {{number}}",
    addCustomField: "Ajouter une information",
  },
  rows: {
    moveUp: "Monter {{row}}",
    moveDown: "Descendre {{row}}",
    remove: "Retirer {{row}}",
    removeShort: "Retirer",
    full: "{{max}} au maximum",
  },
  preview: {
    heading: "Aperçu",
    caption: "C’est exactement le HTML qui sera copié.",
    characters: "{{count}} caractères sur les {{limit}} acceptés par Gmail",
    overLimit:
      "Cette signature dépasse la limite de {{limit}} caractères de Gmail, qui la refusera. Raccourcissez la mention légale ou retirez quelques informations.",
    sample: "Coordonnées d’exemple — saisissez les vôtres",
    expand: "Taille réelle",
  },
} satisfies typeof en;
