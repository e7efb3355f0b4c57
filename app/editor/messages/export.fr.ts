import type en from "./export.en.ts";

export default {
  metaTitle: "Votre signature, prête à installer — {{appName}}",
  metaDescription:
    "Copiez votre signature email pour Gmail, Outlook ou Apple Mail, ou téléchargez-la, puis suivez les étapes pour l’installer.",
  heading: "Votre signature est prête",
  lead: "Copiez-la avec le bouton de votre messagerie, puis suivez les étapes ci-dessous pour la coller.",
  untitled: "Signature sans nom",
  edit: "Modifier",
  mySignatures: "Mes signatures",
  loading: "Chargement de votre signature…",
  trial:
    "Cette signature s’affiche avec « {{template}} », un modèle Pro que vous essayez. La copier ou la télécharger utilise votre unique modèle Pro gratuit, pour cette signature seulement.",
  trialLocked:
    "« {{template}} », le modèle Pro que vous avez essayé, n’est pas enregistré : votre modèle Pro gratuit est déjà utilisé. Cette signature garde « {{saved}} ».",
  actions: {
    heading: "Copier ou télécharger",
    copyGmail: "Copier pour Gmail",
    copyOutlook: "Copier pour Outlook",
    copyApple: "Copier pour Apple Mail",
    copyHtml: "Copier le code HTML",
    download: "Télécharger le .htm",
    copiedFor:
      "Copiée pour {{client}}. Collez-la maintenant dans les paramètres de signature, en suivant les étapes de votre messagerie.",
    copiedHtml: "Code HTML copié.",
    downloaded: "« {{file}} » téléchargé.",
    failed:
      "La copie n’a pas fonctionné dans ce navigateur. Sélectionnez la signature ci-dessus et copiez-la avec Ctrl+C (⌘C sur Mac).",
    trialUnavailable:
      "Rien n’a été copié ni téléchargé : votre modèle Pro gratuit vient d’être utilisé ailleurs. Cette page affiche maintenant le modèle que garde cette signature.",
    copyText: "Copier le texte",
    copiedText: "Texte brut copié.",
    downloadText: "Télécharger le .txt",
    downloadAll: "Télécharger toutes les versions (.zip)",
  },
  variants: {
    legend: "Version",
    full: "Complète",
    short: "Courte",
    plain: "Texte brut",
    bilingual: "Bilingue",
    fullHint: "Tout ce que vous avez rempli : pour les nouveaux e-mails.",
    shortHint:
      "Votre nom, votre fonction et une ligne de coordonnées : pour les réponses et transferts.",
    plainHint:
      "Sans mise en forme, pour les e-mails en texte brut et les messageries qui refusent le HTML.",
    bilingualHint:
      "La même signature dans les deux langues, la sienne d’abord\u202f: libellés, mentions légales et textes donnés aussi dans l’autre langue.",
  },
  guides: {
    heading: "Installer votre signature",
    lead: "Étape par étape, pour chaque messagerie.",
    gmail: {
      title: "Gmail (web)",
      step1: "Cliquez sur « Copier pour Gmail » sur cette page.",
      step2:
        "Dans Gmail, cliquez sur la roue dentée des paramètres en haut à droite, puis sur « Voir tous les paramètres ».",
      step3:
        "Dans l’onglet « Général », descendez jusqu’à « Signature » et cliquez sur « Créer ». Donnez-lui un nom et cliquez sur « Créer ».",
      step4: "Cliquez dans la zone de signature et collez (Ctrl+V, ou ⌘V sur Mac).",
      step5:
        "Sous « Valeurs par défaut des signatures », choisissez cette signature pour les nouveaux e-mails et pour les réponses et transferts.",
      step6: "En bas de la page, cliquez sur « Enregistrer les modifications ».",
      tip: "Gmail refuse les signatures de plus de {{limit}} caractères de HTML ; le nombre de caractères de votre signature est indiqué sous son aperçu.",
    },
    outlookNew: {
      title: "Nouvel Outlook et Outlook sur le web",
      step1: "Cliquez sur « Copier pour Outlook » sur cette page.",
      step2:
        "Dans Outlook, ouvrez les Paramètres (la roue dentée en haut à droite), puis « Comptes » et « Signatures ».",
      step3: "Cliquez sur « Nouvelle signature » et donnez-lui un nom.",
      step4: "Cliquez dans la zone de saisie et collez (Ctrl+V, ou ⌘V sur Mac).",
      step5:
        "Sous « Sélectionner les signatures par défaut », choisissez-la pour les nouveaux messages et pour les réponses et transferts.",
      step6: "Cliquez sur « Enregistrer ».",
    },
    outlookClassic: {
      title: "Outlook classique pour Windows",
      step1: "Cliquez sur « Copier pour Outlook » sur cette page.",
      step2:
        "Dans Outlook, allez dans Fichier › Options › Courrier et cliquez sur « Signatures… ».",
      step3:
        "Dans l’onglet « Signature électronique », cliquez sur « Nouveau », saisissez un nom et cliquez sur « OK ».",
      step4: "Cliquez dans la zone « Modifier la signature » et collez (Ctrl+V).",
      step5:
        "Sous « Choisir la signature par défaut », sélectionnez votre compte, puis cette signature pour « Nouveaux messages » et « Réponses/transferts ».",
      step6: "Cliquez sur « OK » pour fermer la fenêtre, puis à nouveau sur « OK ».",
      tip: "Ou installez le fichier .htm téléchargé : fermez Outlook, tapez %APPDATA%\\Microsoft\\Signatures dans la barre d’adresse de l’Explorateur de fichiers, et placez-y le fichier sous le nom que doit porter la signature (par exemple Travail.htm). Rouvrez Outlook et choisissez-la dans Fichier › Options › Courrier › Signatures. Ses images gardent leur taille quelle que soit la mise à l’échelle de l’écran.",
    },
    appleMail: {
      title: "Apple Mail sur Mac",
      step1:
        "Ouvrez si possible cette page dans Safari, puis cliquez sur « Copier pour Apple Mail ».",
      step2:
        "Dans Mail, choisissez Mail › Réglages (Préférences sur les anciennes versions de macOS), puis cliquez sur « Signatures ».",
      step3:
        "Sélectionnez votre compte dans la colonne de gauche et cliquez sur le bouton + sous la colonne du milieu.",
      step4: "Saisissez un nom, puis collez dans le volet de droite (⌘V).",
      step5:
        "Décochez « Toujours utiliser ma police de message par défaut » pour conserver vos polices et vos couleurs.",
      step6:
        "Fermez la fenêtre. Si vous avez plusieurs signatures, choisissez celle-ci dans le menu « Choisir la signature ».",
      tip: "Les images peuvent apparaître comme un espace réservé dans la fenêtre des réglages : elles s’affichent normalement dans les e-mails envoyés.",
    },
    iphone: {
      title: "iPhone et iPad (Mail)",
      step1:
        "Sur votre ordinateur, cliquez sur « Copier pour Apple Mail », collez la signature dans un nouvel e-mail et envoyez-le-vous.",
      step2:
        "Sur votre iPhone ou iPad, ouvrez cet e-mail dans Mail, touchez longuement la signature, sélectionnez-la entièrement et touchez « Copier ».",
      step3:
        "Ouvrez Réglages › Apps › Mail › Signature (Réglages › Mail › Signature avant iOS 18).",
      step4:
        "Choisissez « Tous les comptes » ou « Par compte », effacez le texte actuel et collez.",
      step5:
        "Si la mise en forme disparaît, secouez l’appareil et touchez « Annuler » pour la retrouver.",
      tip: "Mail sur iPhone ne garde qu’une mise en forme simple : un modèle sobre et compact y rend le mieux.",
    },
    other: {
      title: "Thunderbird et autres messageries",
      step1:
        "Cliquez sur « Télécharger le .htm » et rangez le fichier dans un dossier où il restera, comme Documents.",
      step2:
        "Dans Thunderbird, ouvrez le menu (☰) › Paramètres des comptes et sélectionnez votre adresse e-mail.",
      step3:
        "Cochez « Apposer à la place une signature contenue dans un fichier (texte, HTML ou image) ».",
      step4:
        "Cliquez sur « Choisir… », sélectionnez le fichier .htm téléchargé et fermez l’onglet des paramètres.",
      tip: "La plupart des autres messageries acceptent une signature collée (utilisez « Copier pour Gmail ») ou le code HTML (utilisez « Copier le code HTML »).",
    },
  },
} satisfies typeof en;
