import type en from "./pricing.en.ts";

// L’offre Pro (docs/product.md#plans) : /pricing, /success et la section « Offre » du compte.
export default {
  metaTitle: "Tarifs : Gratuit et Pro — {{appName}}",
  metaDescription:
    "{{appName}} est gratuit pour toutes vos signatures. Pro, en un seul paiement, ajoute les modèles Pro, permet de retirer la mention et garde autant de signatures que vous voulez dans votre compte.",
  heading: "Des tarifs simples",
  lead: "Créez et copiez autant de signatures que vous voulez, gratuitement. Payez une fois pour Pro quand il vous en faut plus.",
  comparisonCaption: "Ce que comprend chaque offre",
  feature: "Fonction",
  plans: {
    free: "Gratuit",
    pro: "Pro",
  },
  freePrice: "Gratuit",
  freeNote: "Pour toujours, sans compte",
  oneTime: "un seul paiement, sans abonnement",
  priceUnavailable: "Le prix ne peut pas être affiché pour l’instant. Réessayez dans un moment.",
  rows: {
    freeTemplates: "Modèles gratuits",
    proTemplates: "Modèles Pro",
    browserSignatures: "Signatures gardées dans ce navigateur",
    cloudSignatures: "Signatures gardées dans votre compte",
    creditLine: "Retirer la mention « Créée avec {{appName}} »",
    apiKeys: "Clés de l’API publique",
    teams: "Équipes\u202f: un design, une liste, envoi vers Gmail",
  },
  /** a plan card's line with a value, e.g. "Pro templates: 2" */
  planItem: "{{feature}} : {{value}}",
  cells: {
    yes: "Inclus",
    no: "Non inclus",
    unlimited: "Illimité",
    once: "Une signature, offerte",
  },
  cta: {
    startFree: "Commencer gratuitement",
    upgrade: "Passer à Pro",
    signInToUpgrade: "Se connecter pour passer à Pro",
    redirecting: "Ouverture de la page de paiement sécurisée…",
    youArePro: "Vous avez Pro. Merci !",
    manage: "Voir votre offre",
  },
  notSold:
    "Cette instance de {{appName}} ne vend pas Pro. Demandez à son opérateur si vous avez besoin des fonctions Pro.",
  everyoneIsPro:
    "Sur cette instance de {{appName}}, tout le monde a toutes les fonctions Pro, sans frais.",
  cancelled: "Paiement annulé. Rien n’a été débité et votre offre n’a pas changé.",
  checkoutFailed:
    "La page de paiement n’a pas pu s’ouvrir. Rien n’a été débité. Réessayez dans un moment.",
  secure: "Le paiement est assuré par Stripe. Nous ne voyons jamais votre carte.",
  faqTitle: "Questions sur Pro",
  faq: {
    oneTimeQ: "Pro est-il un abonnement ?",
    oneTimeA:
      "Non. Pro se paie une seule fois, sans renouvellement ni rien à résilier. Il reste sur votre compte tant que le compte existe.",
    refundQ: "Puis-je être remboursé ?",
    refundA:
      "Oui. Écrivez-nous depuis la page de contact dans les 14 jours qui suivent le paiement et vous êtes remboursé en totalité. Pro quitte votre compte au moment du remboursement.",
    invoiceQ: "Vais-je recevoir une facture ?",
    invoiceA:
      "Oui. Stripe vous envoie un reçu et une facture par e-mail après le paiement, et la page de votre compte y renvoie à tout moment.",
    keepQ: "Que deviennent mes signatures si je n’ai plus Pro ?",
    keepA:
      "Vous les gardez toutes et elles continuent de fonctionner dans vos e-mails. Sans Pro, la mention revient, une signature qui utilise un modèle Pro garde ce modèle, et vous pouvez ajouter de nouvelles signatures à votre compte une fois sous la limite gratuite.",
    teamQ: "Puis-je acheter Pro pour mon équipe ?",
    teamA:
      "Chaque personne achète Pro pour son propre compte. Écrivez-nous depuis la page de contact pour plusieurs comptes.",
  },
  success: {
    metaTitle: "Paiement — {{appName}}",
    metaDescription:
      "Le résultat de votre paiement pour {{appName}} Pro : votre offre, ce qu’elle débloque et votre reçu.",
    paidHeading: "Bienvenue dans Pro !",
    paidLead:
      "Votre paiement est accepté. Pro est actif sur votre compte, dans tous les navigateurs où vous vous connectez.",
    unlockedHeading: "Désormais débloqué",
    unlocked: {
      proTemplates: "Les modèles Pro : {{templates}}",
      creditLine: "Une signature sans la mention « Créée avec {{appName}} »",
      cloudSignatures: "Autant de signatures que vous voulez dans votre compte",
      apiKeys: "Des clés pour l’API publique",
      teams: "Les équipes\u202f: un design pour tous, un lien par personne, l’envoi vers Gmail",
    },
    openEditor: "Créer une signature",
    receipt: "Voir votre reçu",
    failedHeading: "Aucun paiement à confirmer",
    unpaid:
      "Ce paiement n’est pas terminé. Rien n’a été débité. Vous pouvez recommencer depuis la page des tarifs.",
    expired: "Cette page de paiement a expiré avant le paiement. Rien n’a été débité.",
    notFound:
      "Nous ne trouvons pas ce paiement. Vérifiez le lien, ou recommencez depuis la page des tarifs.",
    refunded: "Ce paiement a été remboursé : Pro n’est donc pas actif sur votre compte.",
    foreign: "Ce paiement appartient à un autre compte. Connectez-vous avec le compte qui a payé.",
    notPro: "Ce paiement n’est pas un achat de Pro : votre offre n’a pas changé.",
    signedOut: "Connectez-vous avec le compte qui a payé pour voir ce paiement.",
    unavailable:
      "Les paiements ne peuvent pas être vérifiés pour l’instant. Si vous avez payé, Pro apparaîtra sur votre compte d’ici quelques minutes.",
    notSold: "Cette instance de {{appName}} ne vend pas Pro.",
    backToPricing: "Retour aux tarifs",
    signIn: "Se connecter",
  },
} satisfies typeof en;
