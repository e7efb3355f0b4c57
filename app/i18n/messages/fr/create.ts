import type en from "../en/create.ts";

export default {
  title: "Choisir un modèle — Paraph",
  description:
    "Choisissez l'un des modèles de signature email de Paraph : photo à gauche ou en haut, séparateur, compact, minimal ou bandeau. Tous fonctionnent dans Gmail, Outlook et Apple Mail.",
  heading: "Choisissez un modèle",
  lead: "Chaque modèle est présenté avec des coordonnées d'exemple. Choisissez-en un : vous pourrez en changer à tout moment dans l'éditeur.",
  proNote: "Modèles Pro : votre première signature avec l'un d'eux est offerte.",
} satisfies typeof en;
