import type en from "../en/editor.ts";

export default {
  metaTitle: "Éditeur de signature — {{appName}}",
  metaDescription:
    "Modifiez votre signature email : coordonnées, photo, réseaux sociaux, couleurs et appel à l’action, avec un aperçu en direct. Enregistrée dans votre navigateur au fil de la saisie.",
  heading: "Modifier votre signature",
  newHeading: "Créer votre signature",
  loading: "Chargement de votre signature…",
  formLabel: "Contenu de la signature",
  status: {
    new: "Vos modifications sont enregistrées dans ce navigateur au fil de la saisie.",
    saving: "Enregistrement…",
    saved: "Enregistrée dans ce navigateur.",
    invalid: "Pas encore enregistrée : corrigez les champs signalés.",
    blocked: "Pas encore enregistrée : choisissez un modèle auquel vous avez accès.",
  },
  actions: {
    undo: "Annuler",
    undoHint: "Annuler la dernière modification",
    finish: "Terminer",
    mySignatures: "Mes signatures",
  },
  notFound: {
    title: "Signature introuvable",
    text: "Cette signature n’existe pas dans ce navigateur. Elle a peut-être été supprimée, ou créée dans un autre navigateur : sans compte, les signatures restent dans le navigateur où vous les avez créées.",
    mySignatures: "Voir mes signatures",
    create: "Créer une signature",
  },
  template: {
    legend: "Modèle",
    description:
      "La mise en page de votre signature. Vous pouvez en changer à tout moment : vos informations sont conservées.",
    proFree:
      "Les modèles Pro font partie de l’offre Pro. Vous pouvez en utiliser un gratuitement dans une signature.",
    proLocked:
      "Les modèles Pro font partie de l’offre Pro. Votre modèle Pro gratuit est déjà utilisé dans une autre signature.",
    proOwned:
      "Cette signature utilise votre modèle Pro gratuit. Les autres modèles Pro font partie de l’offre Pro.",
    proRequested:
      "« {{template}} » est un modèle Pro et votre modèle Pro gratuit est déjà utilisé : cette signature commence donc avec « {{fallback}} ».",
    proBlocked:
      "Ce modèle Pro ne peut pas être enregistré : votre modèle Pro gratuit est déjà utilisé. Choisissez un autre modèle.",
  },
  details: {
    legend: "Vos informations",
    name: "Nom de la signature",
    nameHint:
      "Pour vous seulement, afin de la retrouver dans Mes signatures (par exemple « Travail »).",
    fullName: "Nom complet",
    jobTitle: "Poste",
    company: "Entreprise",
    email: "E-mail",
    phone: "Téléphone",
    mobile: "Mobile",
    website: "Site web",
    address: "Adresse",
  },
  photo: {
    legend: "Photo",
    dropzone: "Glissez-déposez une photo ici, ou choisissez un fichier.",
    choose: "Choisir une photo",
    replace: "Remplacer la photo",
    formats: "JPEG, PNG, WebP, AVIF ou GIF, jusqu’à {{max}} Mo.",
    uploading: "Envoi de votre photo… {{percent}} %",
    uploaded: "Photo envoyée.",
    uploadFailed: "La photo n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.",
    current: "Votre photo",
    remove: "Retirer la photo",
    removed: "Photo retirée.",
    enabled: "Afficher la photo dans la signature",
    noPhotoTemplate: "Le modèle « {{template}} » n’affiche pas de photo.",
    shape: "Forme",
    circle: "Ronde",
    rounded: "Coins arrondis",
    square: "Carrée",
    border: "Bordure autour de la photo",
    borderStyle: "Style de bordure",
    solid: "Continue",
    dashed: "Pointillés",
    borderColor: "Couleur de la bordure",
    borderWidth: "Épaisseur de la bordure",
  },
  social: {
    legend: "Réseaux sociaux",
    hint: "Un identifiant comme @camille ou le lien complet du profil : les deux fonctionnent.",
    linkedin: "LinkedIn",
    twitter: "X (Twitter)",
    instagram: "Instagram",
    calendly: "Calendly ou autre lien de rendez-vous",
  },
  style: {
    legend: "Style",
    accentColor: "Couleur d’accent",
    textColor: "Couleur du texte",
    lineColor: "Couleur du trait",
    lineWidth: "Épaisseur du trait",
    font: "Police",
    fontHint: "Des polices que toutes les messageries savent afficher.",
    credit: "Afficher la mention « Créée avec {{appName}} »",
    creditLocked:
      "Avec l’offre Gratuite, cette mention est toujours affichée. Avec Pro, vous pouvez la retirer.",
  },
  color: {
    picker: "sélecteur de couleur",
  },
  pixels: "{{value}} px",
  cta: {
    legend: "Appel à l’action",
    hint: "Un bouton en bas de votre signature, comme « Prendre rendez-vous ». Affiché dès qu’il a un lien.",
    label: "Texte du bouton",
    url: "Lien du bouton",
  },
  disclaimer: {
    legend: "Mention légale",
    label: "Texte de la mention",
    hint: "Un avertissement juridique ou de confidentialité, affiché en petits caractères à la fin.",
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
