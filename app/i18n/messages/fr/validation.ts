import type en from "../en/validation.ts";

export default {
  required: "Ce champ est obligatoire.",
  invalidType: "Cette valeur n’a pas le bon type.",
  invalid: "Cette valeur n’est pas valide.",
  tooLong: "{{max}} caractères maximum.",
  email: "Saisissez une adresse e-mail valide, par exemple jeanne@exemple.fr.",
  url: "Saisissez une adresse web valide, par exemple exemple.fr.",
  unsafeUrl: "Seuls les liens web commençant par http:// ou https:// sont acceptés.",
  color: "Utilisez une couleur hexadécimale, par exemple #1d4ed8.",
  phone: "Chiffres, espaces et + ( ) . - / uniquement.",
  social: "Saisissez le lien de votre profil {{network}} ou un identifiant comme @jeanne.",
  outOfRange: "Choisissez une valeur de {{min}} à {{max}}.",
  wholeNumber: "Saisissez un nombre entier.",
  choice: "Choisissez l’une des options proposées.",
  photoUrl: "Ce lien de photo n’est pas reconnu. Importez la photo à nouveau.",
  date: "Utilisez une date et une heure ISO, par exemple 2026-01-31T09:00:00Z.",
  unknownField: "Champ inconnu : {{field}}.",
  illFormedText: "Ce texte contient un caractère invalide (une moitié d’emoji ou de symbole).",
  tooMany: "{{max}} au maximum.",
  tooManyNetworks: "Une signature affiche {{max}} réseaux au maximum. Videz-en d’abord un autre.",
  imageUrl: "Ce lien d’image ne vient pas de chez nous. Importez de nouveau l’image.",
  companyId:
    "Saisissez un numéro SIREN (9 chiffres) ou SIRET (14 chiffres) : sa clé de contrôle ne correspond pas.",
  vatNumber:
    "Saisissez un numéro de TVA français, comme FR40 303 265 045 : sa clé ne correspond pas.",
  keyName: "Donnez un nom à la clé.",
} satisfies typeof en;
