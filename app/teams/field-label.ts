// The label of each member field, in the page's language: a person field's own label (the
// `fields` catalogue, the editor's too), the networks' own names (proper nouns in every
// language), and the teams catalogue's words for the language and the lists.
import { useTranslation } from "../i18n/react.tsx";
import { isSocialNetwork, SOCIAL_NETWORK_NAMES } from "../signature/social.ts";
import type { MemberField } from "./column-mapping.ts";

export type LabelledField = MemberField | "customFields" | "customLinks";

export function useFieldLabel(): (field: LabelledField) => string {
  const { t } = useTranslation();
  return (field) => {
    if (isSocialNetwork(field)) return SOCIAL_NETWORK_NAMES[field];
    if (field === "locale" || field === "customFields" || field === "customLinks") {
      return t(`teams.member.${field}`);
    }
    return t(`fields.${field}`);
  };
}
