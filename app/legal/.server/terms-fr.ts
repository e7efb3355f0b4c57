import { item, type LegalDocumentBody, link, list, mailto, p, section, strong } from "../markup.ts";
import type { LegalFacts } from "./facts.ts";
import { TERMS_UPDATED } from "./updated.ts";

export function termsFr(f: LegalFacts): LegalDocumentBody {
  const { operator: op, appName, paths } = f;
  return {
    updated: TERMS_UPDATED,
    intro: [
      p`Les présentes conditions d’utilisation fixent les règles d’usage de ${appName}, à
        l’adresse ${link(f.siteUrl, f.siteUrl)}, service exploité par ${op.name} (« nous » ; voir
        les ${link("mentions légales", paths.legalNotice)}). En utilisant le site, vous les
        acceptez ; si vous ne les acceptez pas, merci de ne pas l’utiliser. La manière dont nous
        traitons les données personnelles est expliquée dans la
        ${link("politique de confidentialité", paths.privacy)}.`,
    ],
    sections: [
      section(
        "service",
        "Le service",
        p`${appName} vous permet de créer une signature e-mail, de la prévisualiser, de la copier
          dans votre logiciel de messagerie ou de la télécharger sous forme de fichier HTML. Vous
          pouvez l’utiliser sans compte : vos signatures sont alors enregistrées uniquement dans
          votre navigateur. Les photos que vous ajoutez sont hébergées par nos soins pour que les
          logiciels de messagerie puissent les afficher.`,
        p`Les comptes, l’enregistrement dans le cloud, l’offre Pro et l’API publique sont décrits
          ci-dessous tels qu’ils s’appliqueront lorsqu’ils seront disponibles sur ce site.`,
      ),
      section(
        "plans",
        "Offres Gratuite et Pro",
        p`${strong("Gratuite.")} Tous les modèles gratuits, autant de signatures que vous le
          souhaitez dans votre navigateur, et jusqu’à 3 signatures dans le cloud avec un compte.
          Les signatures réalisées avec l’offre Gratuite portent une courte mention (« Créée avec
          ${appName} », avec un lien vers notre site) ; merci de ne pas la supprimer ni la
          masquer.`,
        p`${strong("Pro.")} Un paiement unique, sans abonnement ni renouvellement automatique.
          L’offre Pro ajoute les modèles Pro, rend la mention facultative, supprime la limite de
          signatures dans le cloud et donne accès aux clés d’API. Elle est rattachée à votre
          compte, commence dès la confirmation du paiement et n’a pas de date de fin tant que le
          service fonctionne.`,
        p`Le prix, toutes taxes comprises, est affiché sur la page de paiement avant que vous ne
          payiez. Le paiement se fait par carte, via Stripe. Un nouveau compte peut en outre
          enregistrer gratuitement une signature utilisant un modèle Pro.`,
        p`${strong("Remboursement.")} Si vous changez d’avis,
          ${link("écrivez-nous", paths.contact)} dans les 14 jours suivant votre achat : nous vous
          remboursons intégralement, sans avoir à vous justifier ; le remboursement retire l’offre
          Pro de votre compte. Cela ne limite en rien les droits que vous tenez du droit de la
          consommation.`,
      ),
      section(
        "account",
        "Votre compte",
        p`Si vous créez un compte, indiquez une adresse e-mail qui vous appartient et gardez votre
          mot de passe secret : ce qui est fait avec votre compte relève de votre responsabilité.
          Prévenez-nous sans attendre si vous pensez que quelqu’un d’autre l’utilise. Les clés
          d’API sont personnelles : gardez-les secrètes et révoquez toute clé qui aurait pu
          fuiter. Vous pouvez supprimer votre compte à tout moment.`,
      ),
      section(
        "acceptable-use",
        "Usage acceptable",
        p`Vous vous engagez à ne pas :`,
        list(
          item`utiliser le service à des fins illicites ;`,
          item`vous faire passer pour quelqu’un d’autre, ou créer une signature indiquant une
            fausse identité ou une fausse appartenance dans le but de tromper (hameçonnage,
            fraude) ;`,
          item`placer dans une signature ou une photo un contenu illicite, haineux, violent,
            pornographique, diffamatoire, ou portant atteinte aux droits d’autrui (marques, logos,
            photos de personnes sans leur accord…) ;`,
          item`insérer des liens vers des logiciels malveillants ou des sites trompeurs ;`,
          item`perturber ou surcharger le service, contourner ses limites ou ses protections, ou
            en tester les failles sans notre autorisation (si vous découvrez un problème de
            sécurité, merci de ${link("nous le signaler", paths.contact)}) ;`,
          item`collecter des données du service par des moyens automatisés autres que l’API
            publique, dans le respect de ses limites.`,
        ),
      ),
      section(
        "your-content",
        "Vos contenus",
        p`Ce que vous placez dans vos signatures et vos photos vous appartient, et vous en êtes
          responsable : assurez-vous qu’il est exact et que vous avez le droit de l’utiliser. Pour
          que nous puissions faire fonctionner le service, vous nous autorisez, gratuitement et
          aussi longtemps que nous les conservons, à stocker, reproduire (réencoder,
          redimensionner, découper) et afficher ces contenus, notamment pour transmettre vos
          photos aux logiciels de messagerie qui affichent votre signature.`,
        p`Nous ne vérifions pas les contenus avant leur publication. Si vous constatez qu’un
          contenu que nous hébergeons est manifestement illicite,
          ${link("signalez-le-nous", paths.contact)} en indiquant son adresse et la raison ; nous
          retirons promptement tout contenu illicite dès que nous en avons connaissance.`,
      ),
      section(
        "our-content",
        "Nos contenus et vos signatures",
        p`Le site, ses modèles, ses textes, son logo et son code sont protégés par le droit de la
          propriété intellectuelle. Vous pouvez utiliser les signatures que vous créez, y compris
          la mise en page du modèle, dans vos propres e-mails et dans ceux des personnes pour
          lesquelles vous les réalisez, à titre personnel ou professionnel, sans limite de durée.
          Vous ne pouvez pas copier le site ou ses modèles pour proposer un service concurrent.`,
      ),
      section(
        "availability",
        "Disponibilité et conservation de vos données",
        p`Nous faisons de notre mieux pour que le service reste disponible, sans pouvoir garantir
          qu’il ne sera jamais interrompu, par exemple pendant une maintenance. Nous pouvons faire
          évoluer ou retirer des fonctionnalités ; si nous fermons le service, nous l’annoncerons
          au moins 30 jours à l’avance pour que vous puissiez télécharger vos signatures.`,
        p`Les signatures enregistrées dans votre navigateur sont effacées si vous supprimez les
          données de navigation, ainsi qu’à la fin d’une session de navigation privée ; nous ne
          pouvons pas les récupérer. Gardez une copie (téléchargement) de celles qui comptent pour
          vous. Nous testons nos modèles dans les principaux logiciels de messagerie, sans pouvoir
          garantir l’affichage d’une signature dans chaque logiciel et chaque version.`,
      ),
      section(
        "liability",
        "Responsabilité",
        p`Le service est fourni en l’état. Dans la mesure permise par la loi, nous ne sommes pas
          responsables des dommages indirects (comme un manque à gagner ou la perte de données
          conservées dans votre navigateur), et notre responsabilité totale au titre d’un achat Pro
          est limitée au montant que vous avez payé. Rien dans ces conditions ne limite une
          responsabilité que la loi interdit de limiter, notamment en cas de fraude, de faute
          lourde, de décès ou de dommage corporel, ni les droits que la loi reconnaît aux
          consommateurs.`,
        p`Vous êtes responsable des conséquences des contenus que vous publiez au moyen du service
          et de tout manquement à ces conditions.`,
      ),
      section(
        "termination",
        "Suspension et résiliation",
        p`Vous pouvez cesser d’utiliser le service à tout moment. En cas de manquement grave ou
          répété à ces conditions, nous pouvons retirer les contenus concernés et suspendre ou
          fermer l’accès en cause, après un avertissement chaque fois que c’est possible.`,
      ),
      section(
        "changes",
        "Modification des conditions",
        p`Nous pouvons modifier ces conditions ; la date indiquée en haut de la page correspond à
          la dernière version. Lorsque les comptes existeront, nous informerons leurs titulaires
          des changements importants par e-mail au moins 30 jours avant leur application. Si vous
          ne les acceptez pas, vous pouvez cesser d’utiliser le service et supprimer votre
          compte.`,
      ),
      section(
        "law",
        "Droit applicable et litiges",
        p`Ces conditions sont régies par le droit du pays où l’exploitant est établi (voir les
          ${link("mentions légales", paths.legalNotice)}). Si vous êtes consommateur, vous
          conservez en outre la protection des règles impératives du pays où vous résidez. Avant
          toute action en justice, merci de nous contacter afin de rechercher une solution
          amiable. À défaut, les litiges relèvent des tribunaux compétents du lieu
          d’établissement de l’exploitant, sauf lorsque la loi vous permet, en tant que
          consommateur, de saisir les tribunaux de votre lieu de résidence.`,
      ),
      section(
        "contact",
        "Contact",
        p`Pour toute question sur ces conditions, utilisez le
          ${link("formulaire de contact", paths.contact)} ou écrivez à ${mailto(op.email)}.`,
      ),
    ],
  };
}
