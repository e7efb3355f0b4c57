import { facts, type LegalDocumentBody, link, mailto, p, section, sections } from "../markup.ts";
import type { LegalFacts } from "./facts.ts";
import { LEGAL_NOTICE_UPDATED } from "./updated.ts";

export function legalNoticeFr(f: LegalFacts): LegalDocumentBody {
  const { operator: op, appName, paths } = f;
  return {
    updated: LEGAL_NOTICE_UPDATED,
    intro: [
      p`Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans
        l’économie numérique (LCEN), cette page présente l’éditeur et l’hébergeur du site
        ${f.siteHost}.`,
    ],
    sections: sections(
      section(
        "publisher",
        "Éditeur du site",
        facts([
          ["Nom ou raison sociale", op.name],
          ["Adresse", op.address],
          ["E-mail", mailto(op.email)],
          ["Téléphone", op.phone],
          ["Immatriculation", op.registration],
        ]),
      ),
      op.publisher &&
        section("publication-director", "Directeur de la publication", p`${op.publisher}`),
      op.host && section("host", "Hébergeur", p`${op.host}`),
      section(
        "intellectual-property",
        "Propriété intellectuelle",
        p`Le site, ses modèles, ses textes, son logo et son code sont protégés par le droit de la
          propriété intellectuelle. Les signatures que vous créez avec ${appName} sont à vous,
          comme l’expliquent les ${link("conditions d’utilisation", paths.terms)}.`,
      ),
      section(
        "personal-data",
        "Données personnelles",
        p`La façon dont nous traitons les données personnelles, et dont vous pouvez exercer vos
          droits, est expliquée dans la ${link("politique de confidentialité", paths.privacy)}.`,
      ),
      section(
        "contact",
        "Contact et signalement de contenus",
        p`Pour nous contacter, ou pour signaler un contenu illicite hébergé sur ce site, utilisez
          le ${link("formulaire de contact", paths.contact)} ou écrivez à ${mailto(op.email)}.
          Pour un signalement, indiquez l’adresse du contenu et la raison pour laquelle il est
          illicite.`,
      ),
    ),
  };
}
