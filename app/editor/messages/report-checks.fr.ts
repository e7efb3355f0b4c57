import type en from "./report-checks.en.ts";

export default {
  lead: "Vérifié en direct pour les messageries que la plupart des gens utilisent.",
  allGood: "Aucun problème détecté.",
  problems_one: "{{count}} point à vérifier",
  problems_other: "{{count}} points à vérifier",
  fix: "Corriger",
  fixed: "Corrigé.",
  goToField: "Aller au champ",
  lowContrastLight:
    "Le texte ou les liens en {{color}} se lisent mal sur fond blanc : {{ratio}}:1, sous le minimum de 3:1.",
  iconsDark:
    "Les icônes en {{color}} disparaissent presque sur fond sombre ({{ratio}}:1) : les messageries ne recolorent jamais les images.",
  darkModeTextFull:
    "En mode sombre complet (Gmail sur iPhone, Outlook pour Windows), le texte en {{color}} sur {{background}} ne se lit qu’à {{ratio}}:1.",
  darkModeTextPartial:
    "En mode sombre partiel (Outlook.com), le texte en {{color}} sur {{background}} ne se lit qu’à {{ratio}}:1.",
  logoVanishes:
    "Votre logo est foncé sur fond transparent : il disparaît en mode sombre. Un fin contour clair le garde visible.",
  logoLight:
    "Votre logo est clair sur fond transparent : il se voit à peine sur fond blanc. Importez une version avec un fond.",
  missingAlt_one:
    "{{count}} image n’a pas de description : rien ne s’affiche pour les personnes aveugles ni quand les images sont bloquées.",
  missingAlt_other:
    "{{count}} images n’ont pas de description : rien ne s’affiche pour les personnes aveugles ni quand les images sont bloquées.",
  insecureLink:
    "{{link}} n’est pas sécurisé (http) : certaines messageries avertissent avant de l’ouvrir.",
  overBudget:
    "{{count}} caractères de HTML : plus que les {{budget}} que nous visons. Gmail l’accepte, mais une signature plus courte se charge plus vite.",
  overGmail:
    "{{count}} caractères de HTML : au-delà de la limite de Gmail ({{limit}}), qui la refusera.",
  clientsHeading: "Par messagerie",
  clientsLead:
    "D’après les données de caniemail.com : les fonctions de votre signature qu’une messagerie ignore ou ne prend en charge qu’en partie.",
  clientOk: "Entièrement prise en charge",
  clientErrors_one: "{{count}} fonction non prise en charge",
  clientErrors_other: "{{count}} fonctions non prises en charge",
  clientWarnings_one: "{{count}} prise en charge en partie",
  clientWarnings_other: "{{count}} prises en charge en partie",
  unsupported: "non prise en charge",
  partial: "prise en charge en partie",
  families: {
    gmail: "Gmail",
    outlook: "Outlook",
    "apple-mail": "Apple Mail",
    yahoo: "Yahoo Mail",
  },
} satisfies typeof en;
