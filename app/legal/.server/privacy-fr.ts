import { DRAFTS_KEY, STORAGE_KEYS } from "../../signatures/keys.ts";
import {
  code,
  facts,
  item,
  type LegalDocumentBody,
  link,
  list,
  mailto,
  p,
  section,
  strong,
} from "../markup.ts";
import { RETENTION } from "../retention.ts";
import type { LegalFacts } from "./facts.ts";
import { PRIVACY_UPDATED } from "./updated.ts";

export function privacyFr(f: LegalFacts): LegalDocumentBody {
  const { operator: op, appName, paths } = f;
  const r = RETENTION;
  return {
    updated: PRIVACY_UPDATED,
    intro: [
      p`Cette politique explique quelles données personnelles ${appName} (${f.siteHost}) traite,
        pourquoi, pendant combien de temps, et quels sont vos droits. En bref : vous pouvez
        utiliser ${appName} sans compte, vos signatures restent dans votre navigateur, aucun
        cookie publicitaire ni de suivi n’est déposé, et nous ne vendons jamais de données.`,
    ],
    sections: [
      section(
        "controller",
        "Responsable du traitement",
        p`${strong(op.name)} (« nous ») exploite ce site et est responsable du traitement des
          données personnelles décrites ici.`,
        facts([
          ["E-mail", mailto(op.email)],
          ["Adresse", op.address],
          ["Formulaire de contact", link(f.siteHost + paths.contact, paths.contact)],
        ]),
        p`Les informations sur l’éditeur du site figurent dans les
          ${link("mentions légales", paths.legalNotice)}.`,
      ),
      section(
        "browser",
        "Ce qui reste dans votre navigateur",
        p`Sans compte, les signatures que vous créez sont enregistrées dans le stockage de votre
          navigateur (${code("localStorage")}), sur votre appareil, et non sur notre serveur. Nous
          ne pouvons ni les consulter ni les récupérer pour vous. Le site utilise ces clés :`,
        list(
          item`${code(STORAGE_KEYS.signatures)} : vos signatures et les informations que vous avez
            saisies (nom, fonction, numéros de téléphone, liens, couleurs, adresse de votre
            photo…) ;`,
          item`${code(DRAFTS_KEY)} : ce que vous avez saisi dans l’éditeur et que vos signatures
            ne contiennent pas encore (un champ à corriger, un modèle que vous essayez), pour
            qu’un rechargement ne le perde pas ;`,
          item`${code(STORAGE_KEYS.userData)} : une petite fiche créée lors du premier
            enregistrement d’une signature : un champ e-mail (vide tant que vous n’êtes pas
            connecté), le fait d’être connecté ou non, l’acceptation de cette politique, et la date
            de création de la fiche ;`,
          item`${code(STORAGE_KEYS.user)} : le compte auquel vous êtes connecté, lorsque les
            comptes seront disponibles ;`,
          item`${code(STORAGE_KEYS.isPaid)} et ${code(STORAGE_KEYS.hasFreeTemplate)} : si l’offre
            Pro est active, et si l’utilisation gratuite d’un modèle Pro est encore disponible ;`,
          item`${code("userSignatures.unreadable")} : uniquement si vos signatures enregistrées
            n’ont pas pu être lues, une copie de celles-ci, pour que rien ne soit perdu ;`,
          item`${code("paraph:lastReloadAt")} (stockage de session, effacé à la fermeture de
            l’onglet) : l’heure du dernier rechargement automatique après une mise à jour, pour
            que la page ne se recharge jamais en boucle.`,
        ),
        p`Ce stockage sert uniquement la fonctionnalité que vous utilisez : il ne nécessite donc
          pas votre consentement. Il reste en place jusqu’à ce que vous le supprimiez : supprimez
          une signature dans « Mes signatures », ou effacez les données de ce site dans les
          réglages de votre navigateur. Cet effacement supprime définitivement vos signatures :
          téléchargez-en d’abord une copie si vous souhaitez les conserver.`,
      ),
      section(
        "cookies",
        "Cookies",
        p`Nous déposons un cookie, ${code("locale")}, lorsque vous utilisez le sélecteur de
          langue. Il contient uniquement ${code("en")} ou ${code("fr")} et mémorise votre langue
          pendant ${String(r.localeCookieDays)} jours.`,
        p`Lorsque vous importez une photo sans compte, nous déposons un second cookie,
          ${code("photo_owner")} : un identifiant aléatoire qui montre que la photo est la vôtre,
          pour qu’elle passe à votre compte si vous en créez un et y enregistrez une signature qui
          l’utilise. Il n’est envoyé qu’à notre API, les scripts des pages ne peuvent pas le lire,
          et il dure ${String(f.photoRetentionDays)} jours. Ce sont les seuls cookies que reçoit
          un visiteur sans compte.`,
        p`Aucun cookie publicitaire, de mesure d’audience ou de suivi, et aucun cookie tiers.
          Comme ces cookies ne servent qu’à retenir un choix que vous avez fait ou à faire
          fonctionner un service que vous utilisez, ils ne nécessitent pas de bandeau de
          consentement.`,
        p`Si vous créez un compte, un cookie de session vous garde connecté : jusqu’à la fermeture
          du navigateur, ou plus longtemps si vous cochez « Rester connecté ». Il est supprimé à la
          déconnexion.`,
      ),
      section(
        "photos",
        "Les photos que vous importez",
        p`Lorsque vous ajoutez une photo à une signature, elle est envoyée à notre serveur. Nous la
          vérifions en la décodant, puis nous la réencodons au format PNG, supprimons toutes ses
          métadonnées (données EXIF, y compris la position GPS et les informations sur
          l’appareil), la réduisons à 1 024 pixels au plus et l’enregistrons sous un identifiant
          calculé à partir de son contenu (une empreinte). Les versions découpées selon la forme et
          la bordure choisies sont fabriquées à partir d’elle.`,
        p`${strong("Les photos sont publiques pour qui connaît leur adresse.")} Les logiciels de
          messagerie doivent télécharger votre photo pour afficher votre signature : toute personne
          qui dispose de l’adresse (URL) de la photo, comme chaque destinataire de vos e-mails,
          peut donc la voir. Cette adresse est longue et n’est publiée nulle part, mais la photo
          n’est pas privée : n’importez qu’une photo que vous acceptez de montrer publiquement.`,
        p`Base légale : la fourniture du service que vous demandez (RGPD, art. 6.1.b). Durée de
          conservation : une photo est conservée tant qu’elle sert, car les e-mails déjà envoyés
          continuent de pointer vers elle : tant qu’une signature enregistrée dans un compte
          l’utilise, ou tant qu’elle est téléchargée (à chaque ouverture de l’un de ces e-mails)
          au moins une fois tous les ${String(f.photoRetentionDays)} jours. Ensuite, ou dès que
          vous supprimez votre compte, elle est supprimée avec toutes ses versions, sauf si un
          autre compte a importé la même image. La supprimer la fait disparaître de ces e-mails.
          Pour la faire supprimer plus tôt, ${link("contactez-nous", paths.contact)} en indiquant
          son adresse (elle figure dans le code HTML de votre signature). Nous la supprimons,
          avec toutes ses versions, dans un délai d’un mois.`,
      ),
      section(
        "contact",
        "Les messages que vous nous envoyez",
        p`Lorsque vous nous écrivez avec le ${link("formulaire de contact", paths.contact)}, nous
          enregistrons votre nom, votre adresse e-mail, l’objet, le message, la langue du site et
          la date dans notre base de données, et en envoyons une copie dans notre messagerie pour
          pouvoir vous répondre. Nous les utilisons uniquement pour vous répondre et donner suite à
          votre demande.`,
        p`Base légale : notre intérêt légitime à répondre aux messages reçus (RGPD, art. 6.1.f) ;
          pour une demande concernant vos données personnelles, notre obligation légale de la
          traiter (art. 6.1.c). Les messages sont supprimés ${String(r.contactMessageMonths)} mois
          après leur réception, de la base de données comme de notre messagerie. Le formulaire
          contient aussi un champ invisible pour les personnes, destiné à repérer les envois
          automatiques : les messages qui le remplissent sont écartés sans être enregistrés ni
          transmis.`,
      ),
      section(
        "statistics",
        "Statistiques de visite",
        p`Pour savoir quelles pages sont utiles, votre navigateur signale à notre serveur chaque
          affichage d’une page, avec uniquement l’adresse de la page et sa langue. Nous ajoutons
          un à un compteur quotidien (date, page, langue, nombre de vues). Aucun cookie, aucun
          identifiant, aucune adresse IP ni aucune information sur le navigateur n’est
          enregistré, et rien ne permet de relier deux pages vues à une même personne. Ces
          compteurs ne sont pas des données personnelles. Nous n’utilisons aucun service de
          mesure d’audience tiers.`,
      ),
      section(
        "logs",
        "Journaux du serveur et protection contre les abus",
        p`Notre serveur écrit une ligne pour chaque requête à laquelle il répond : la date et
          l’heure, la méthode, l’adresse de la page (sans la partie qui suit « ? »), le code de
          réponse, la durée de traitement et un identifiant de requête aléatoire. Ces journaux
          servent à assurer le bon fonctionnement du service et à analyser les erreurs ; nous les
          conservons ${String(r.serverLogDays)} jours. Votre adresse IP n’y figure pas.`,
        p`Votre adresse IP sert uniquement à limiter la fréquence à laquelle une même adresse peut
          se connecter, importer des photos, envoyer des mesures de visite ou envoyer des messages
          (par exemple ${String(f.contactRateLimit)} messages de contact par heure). Elle est
          comptée dans la mémoire du serveur ou, lorsque le service tourne sur plusieurs
          serveurs, dans leur mémoire partagée sous forme d’empreinte irréversible. Elle est
          oubliée à la fin de la période, au bout de ${String(r.rateLimitMemoryMinutes)} minutes
          au plus, et n’est jamais écrite dans notre base de données ni dans nos journaux. Les
          équipements réseau de notre hébergeur peuvent conserver leurs propres journaux de
          connexion à des fins de sécurité, dans le cadre de leurs obligations légales.`,
        p`Pour freiner les tentatives de deviner un mot de passe, les connexions échouées sont
          aussi comptées par compte, sous une empreinte irréversible de l’adresse e-mail, pendant
          ${String(r.failedSignInMinutes)} minutes après la première. Au-delà de cinq, la
          connexion à ce compte est suspendue quelques minutes et nous prévenons son titulaire
          par e-mail.`,
        p`Base légale : notre intérêt légitime à assurer la sécurité et la disponibilité du
          service (RGPD, art. 6.1.f).`,
      ),
      section(
        "account",
        "Si vous créez un compte",
        p`Les comptes ne sont peut-être pas encore proposés sur ce site ; lorsqu’ils le seront,
          voici ce qui s’appliquera. Nous conserverons alors :`,
        list(
          item`votre adresse e-mail, le fait qu’elle soit vérifiée ou non, et une empreinte de
            votre mot de passe (jamais le mot de passe lui-même) ;`,
          item`les dates de votre inscription, de votre dernière connexion et de votre dernière
            déconnexion ;`,
          item`les signatures que vous enregistrez dans le cloud, et votre offre (Gratuite ou
            Pro) ;`,
          item`une fiche pour chaque appareil connecté à votre compte, qui peut comporter son
            adresse IP et le nom du navigateur, pour que vous puissiez voir et fermer vos sessions
            et que nous puissions protéger votre compte ;`,
          item`les clés d’API que vous créez, conservées sous forme d’empreintes (affichées une
            seule fois).`,
        ),
        p`Si vous vous connectez avec Google, Google nous communique votre adresse e-mail et votre
          nom ; nous conservons l’adresse e-mail. Nous vous envoyons uniquement les e-mails
          nécessaires au compte (vérification de l’adresse, réinitialisation du mot de passe),
          jamais de lettre d’information que vous n’avez pas demandée.`,
        p`Base légale : le contrat qui nous lie, c’est-à-dire les
          ${link("conditions d’utilisation", paths.terms)} (RGPD, art. 6.1.b). Vos données sont
          conservées tant que le compte existe. Vous pouvez supprimer votre compte à tout moment
          depuis la page du compte : ses données sont aussitôt effacées, et les copies présentes
          dans les sauvegardes disparaissent sous ${String(r.deletedAccountBackupDays)} jours. Un
          compte sans connexion pendant ${String(r.inactiveAccountYears)} ans est supprimé, après un
          e-mail d’avertissement envoyé un mois avant.`,
      ),
      section(
        "payments",
        "Si vous achetez l’offre Pro",
        p`Les paiements passent par ${strong("Stripe")} Checkout. Vous saisissez vos coordonnées
          bancaires sur les pages de Stripe : Stripe les traite, et nous ne les voyons ni ne les
          conservons jamais. Stripe nous indique que le paiement a réussi (ou qu’il a été
          remboursé) ; avec votre compte, nous conservons le fait qu’il est Pro ainsi que la
          référence Stripe du paiement, son montant, sa date et le lien vers son reçu (ils
          figurent dans l’export de vos données).`,
        p`Stripe (Stripe Payments Europe, Limited, Irlande) agit aussi en tant que responsable de
          traitement pour la prévention de la fraude et ses propres obligations légales ; voir la
          ${link("politique de confidentialité de Stripe", "https://stripe.com/fr/privacy")}.
          Base légale : le contrat (RGPD, art. 6.1.b) et nos obligations comptables (art. 6.1.c) :
          les pièces comptables d’une vente sont conservées ${String(r.accountingRecordYears)} ans,
          comme l’exige le Code de commerce.`,
      ),
      section(
        "recipients",
        "Destinataires de vos données",
        p`Nous ne vendons ni ne louons jamais de données personnelles. Seuls les prestataires
          suivants les traitent pour notre compte, chacun pour ce qui le concerne :`,
        list(
          op.host
            ? item`notre hébergeur, ${op.host}, qui fait fonctionner le serveur et stocke ses
                données ;`
            : item`notre hébergeur, qui fait fonctionner le serveur et stocke ses données (voir
                les ${link("mentions légales", paths.legalNotice)}) ;`,
          f.mailProvider &&
            item`le service d’envoi d’e-mails qui achemine nos messages (copies des messages de
              contact, et e-mails liés aux comptes lorsqu’ils existeront) ;`,
          item`Stripe, si vous achetez l’offre Pro ;`,
          item`Google, uniquement si vous choisissez de vous connecter avec Google.`,
        ),
        p`Nous ne communiquons de données à quiconque d’autre que lorsque la loi l’exige, par
          exemple sur décision de justice. Stripe et Google peuvent traiter des données hors de
          l’Espace économique européen, notamment aux États-Unis, avec les garanties prévues par
          le RGPD (cadre de protection des données UE–États-Unis ou clauses contractuelles
          types).`,
      ),
      section(
        "retention",
        "Durées de conservation",
        facts([
          ["Stockage du navigateur", "sur votre appareil, jusqu’à ce que vous le supprimiez"],
          ["Cookie de langue", `${r.localeCookieDays} jours`],
          [
            "Photos",
            `tant qu’elles servent (signature enregistrée, ou téléchargement depuis moins de ${f.photoRetentionDays} jours) ; supprimées avec le compte`,
          ],
          ["Cookie de propriété des photos", `${f.photoRetentionDays} jours`],
          ["Messages de contact", `${r.contactMessageMonths} mois`],
          ["Journaux du serveur", `${r.serverLogDays} jours`],
          [
            "Adresses IP (limitation des envois)",
            `en mémoire uniquement, ${r.rateLimitMemoryMinutes} minutes au plus`,
          ],
          [
            "Connexions échouées (par compte, empreinte)",
            `en mémoire uniquement, ${r.failedSignInMinutes} minutes`,
          ],
          ["Statistiques de visite", "compteurs quotidiens sans donnée personnelle"],
          [
            "Compte (lorsqu’il sera disponible)",
            `tant qu’il existe, ou ${r.inactiveAccountYears} ans sans connexion ; effacé des sauvegardes ${r.deletedAccountBackupDays} jours après sa suppression`,
          ],
          ["Pièces d’un achat Pro", `${r.accountingRecordYears} ans (obligations comptables)`],
        ]),
      ),
      section(
        "rights",
        "Vos droits",
        p`En application du Règlement général sur la protection des données (RGPD) et de la loi
          Informatique et Libertés, vous disposez des droits suivants :`,
        list(
          item`droit d’${strong("accès")} aux données que nous détenons sur vous, et d’en obtenir
            une copie ;`,
          item`droit de ${strong("rectification")} des données inexactes ou incomplètes ;`,
          item`droit à l’${strong("effacement")} de vos données ;`,
          item`droit à la ${strong("limitation")} du traitement, le temps qu’une contestation soit
            examinée ;`,
          item`droit à la ${strong("portabilité")} : recevoir les données que vous nous avez
            fournies dans un format courant et lisible par une machine ;`,
          item`droit d’${strong("opposition")} aux traitements fondés sur notre intérêt
            légitime ;`,
          item`droit de définir des directives relatives au sort de vos données après votre
            décès.`,
        ),
        p`Pour exercer ces droits, écrivez-nous avec le
          ${link("formulaire de contact", paths.contact)} ou à ${mailto(op.email)}. Nous répondons
          dans un délai d’un mois (prolongeable de deux mois pour une demande complexe, auquel cas
          nous vous en expliquons la raison). Nous ne demandons de justificatif d’identité qu’en
          cas de doute raisonnable sur l’auteur de la demande. Les données conservées dans votre
          navigateur sont entre vos seules mains : vous pouvez les consulter et les supprimer
          vous-même.`,
        p`Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une
          réclamation auprès d’une autorité de protection des données : en France, la
          ${link("CNIL", "https://www.cnil.fr")} (3 place de Fontenoy, TSA 80715, 75334 Paris
          Cedex 07), ou l’autorité du pays où vous vivez ou travaillez.`,
      ),
      section(
        "security",
        "Sécurité",
        f.https && p`Le site est servi uniquement par une connexion chiffrée (HTTPS).`,
        p`Les pages sont protégées par une politique de sécurité du contenu stricte, les photos
          sont réencodées avant d’être enregistrées, les mots de passe (lorsque les comptes
          existeront) ne sont conservés que sous forme d’empreintes, et l’accès au serveur et à
          ses données est réservé aux personnes qui l’exploitent.`,
      ),
      section(
        "children",
        "Mineurs",
        p`${appName} ne s’adresse pas aux enfants de moins de 15 ans. Si vous pensez qu’un enfant
          nous a transmis des données personnelles, contactez-nous et nous les supprimerons.`,
      ),
      section(
        "changes",
        "Modifications de cette politique",
        p`Lorsque cette politique évolue, nous mettons à jour la date indiquée en haut de la page.
          Nous annonçons les changements importants sur le site et, lorsque les comptes
          existeront, par e-mail aux titulaires d’un compte avant leur entrée en vigueur.`,
      ),
    ],
  };
}
