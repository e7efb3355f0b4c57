import type en from "../en/library.ts";

export default {
  title: "Mes signatures — Paraph",
  description: "Les signatures email que vous avez créées avec Paraph dans ce navigateur.",
  heading: "Mes signatures",
  lead: "Conservées dans ce navigateur, de la plus récente à la plus ancienne.",
  loading: "Chargement de vos signatures…",
  empty: "Vous n'avez pas encore de signature.",
  emptyCta: "Créer ma première signature",
  untitled: "Signature sans nom",
  created: "Créée le {{date}}",
  open: "Ouvrir",
  edit: "Modifier",
  duplicate: "Dupliquer",
  rename: "Renommer",
  renameLabel: "Nom de la signature",
  save: "Enregistrer",
  cancel: "Annuler",
  delete: "Supprimer",
  confirmDelete: "Supprimer « {{name}} » ? Cette action est définitive.",
  deleted: "Signature supprimée.",
  duplicated: "Signature dupliquée.",
  renamed: "Signature renommée.",
  copyName: "{{name}} (copie)",
  newSignature: "Nouvelle signature",
  recoveredNotice:
    "Certaines données enregistrées dans ce navigateur étaient illisibles. Ce qui a pu être récupéré est affiché ci-dessous ; le reste a été mis de côté, intact.",
} satisfies typeof en;
