// The keys of the `validation` message namespace, known at runtime without loading a
// catalogue: schema issues carry one of them as their message.
import type validationMessages from "../i18n/messages/en/validation.ts";

type ValidationMessageName = keyof typeof validationMessages;

export const VALIDATION_MESSAGE_NAMES = [
  "required",
  "invalidType",
  "invalid",
  "tooLong",
  "email",
  "url",
  "unsafeUrl",
  "color",
  "phone",
  "social",
  "outOfRange",
  "wholeNumber",
  "choice",
  "photoUrl",
  "date",
  "unknownField",
  "illFormedText",
  "tooMany",
  "tooManyNetworks",
  "imageUrl",
  "companyId",
  "vatNumber",
  "keyName",
] as const satisfies readonly ValidationMessageName[];

// Fails to compile when the catalogue has a key this list lacks.
type Missing = Exclude<ValidationMessageName, (typeof VALIDATION_MESSAGE_NAMES)[number]>;
const everyKeyListed: [Missing] extends [never] ? true : Missing = true;
void everyKeyListed;

export type ValidationKey = `validation.${ValidationMessageName}`;

const KEYS = new Set<string>(VALIDATION_MESSAGE_NAMES.map((name) => `validation.${name}`));

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === "string" && KEYS.has(value);
}
