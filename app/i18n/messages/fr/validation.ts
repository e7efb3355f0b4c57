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
} satisfies typeof en;
