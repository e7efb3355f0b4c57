import type en from "../en/photos.ts";

export default {
  emptyBody: "L'envoi est vide. Choisissez une photo et réessayez.",
  notMultipart: "Envoyez la photo au format multipart/form-data, dans un champ nommé « photo ».",
  malformedUpload: "L'envoi n'a pas pu être lu. Veuillez réessayer.",
  missingPhoto:
    "Aucune photo n'a été trouvée dans l'envoi. Envoyez l'image dans un champ nommé « photo ».",
  emptyFile: "Le fichier de la photo est vide. Choisissez une autre photo.",
  tooManyFiles: "Envoyez une seule photo à la fois.",
  tooLarge: "Cette photo dépasse {{maxMegabytes}} Mo. Choisissez un fichier plus léger.",
  unsupportedType:
    "Ce fichier n'est pas une image utilisable. Choisissez une photo JPEG, PNG, WebP, AVIF ou GIF.",
  corrupt:
    "Cette image est endommagée ou incomplète. Exportez-la de nouveau ou choisissez une autre photo.",
  tooManyPixels:
    "Cette image compte trop de pixels (la limite est de {{maxMegapixels}} mégapixels). Choisissez une photo plus petite.",
  notFound: "Cette photo n'existe pas ou n'est plus disponible.",
} satisfies typeof en;
