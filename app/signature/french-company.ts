// The legal mentions a French company shows: legal form, share capital, SIREN or SIRET, RCS
// city, intra-community VAT number. Checks follow INSEE (SIREN/SIRET) and the DGFiP (VAT key).

/** The common legal forms; `abbreviation` is what the legal mention prints. */
export const LEGAL_FORMS = [
  { id: "sas", abbreviation: "SAS", name: "Société par actions simplifiée", hasCapital: true },
  {
    id: "sasu",
    abbreviation: "SASU",
    name: "Société par actions simplifiée unipersonnelle",
    hasCapital: true,
  },
  { id: "sarl", abbreviation: "SARL", name: "Société à responsabilité limitée", hasCapital: true },
  {
    id: "eurl",
    abbreviation: "EURL",
    name: "Entreprise unipersonnelle à responsabilité limitée",
    hasCapital: true,
  },
  { id: "sa", abbreviation: "SA", name: "Société anonyme", hasCapital: true },
  { id: "snc", abbreviation: "SNC", name: "Société en nom collectif", hasCapital: true },
  { id: "sci", abbreviation: "SCI", name: "Société civile immobilière", hasCapital: true },
  // EIRL is gone (no new ones since 2022): every sole trader is now an EI
  { id: "ei", abbreviation: "EI", name: "Entrepreneur individuel", hasCapital: false },
  {
    id: "micro-entreprise",
    abbreviation: "EI",
    name: "Micro-entreprise (entrepreneur individuel)",
    hasCapital: false,
  },
  {
    id: "association",
    abbreviation: "Association loi 1901",
    name: "Association loi 1901",
    hasCapital: false,
  },
  {
    id: "scop",
    abbreviation: "SCOP",
    name: "Société coopérative et participative",
    hasCapital: true,
  },
  {
    id: "selarl",
    abbreviation: "SELARL",
    name: "Société d'exercice libéral à responsabilité limitée",
    hasCapital: true,
  },
] as const;

export type LegalForm = (typeof LEGAL_FORMS)[number];
export type LegalFormId = LegalForm["id"];

/** Removes the separators people type in these numbers: spaces (non-breaking ones too) and dots. */
export function normalizeDigits(input: string): string {
  return input.replace(/[\s.]/g, "");
}

/** A SIREN: 9 digits with a valid Luhn check digit. Spaces and dots are ignored. */
export function isValidSiren(value: string): boolean {
  const digits = normalizeDigits(value);
  return /^\d{9}$/.test(digits) && passesLuhn(digits);
}

/** La Poste's SIREN: its establishments' SIRETs have a digit sum divisible by 5 instead of Luhn. */
const LA_POSTE_SIREN = "356000000";

/**
 * A SIRET: 14 digits, a valid SIREN followed by the establishment number, with a valid Luhn
 * check digit; for La Poste, Luhn or a digit sum that is a multiple of 5 (its head office,
 * 356 000 000 00048, passes Luhn; its other establishments the sum rule).
 */
export function isValidSiret(value: string): boolean {
  const digits = normalizeDigits(value);
  if (!/^\d{14}$/.test(digits) || !isValidSiren(digits.slice(0, 9))) return false;
  return passesLuhn(digits) || (digits.startsWith(LA_POSTE_SIREN) && digitSum(digits) % 5 === 0);
}

/** "732829320" → "732 829 320"; anything that is not 9 digits is returned unchanged. */
export function formatSiren(value: string, separator = " "): string {
  const digits = normalizeDigits(value);
  return /^\d{9}$/.test(digits) ? groups(digits, separator) : value;
}

/** "73282932000074" → "732 829 320 00074"; anything that is not 14 digits is returned unchanged. */
export function formatSiret(value: string, separator = " "): string {
  const digits = normalizeDigits(value);
  return /^\d{14}$/.test(digits)
    ? `${groups(digits.slice(0, 9), separator)}${separator}${digits.slice(9)}`
    : value;
}

/** "FR" + the two-digit key (12 + 3 × (SIREN mod 97)) mod 97 + the SIREN; null for an invalid SIREN. */
export function vatNumberFromSiren(siren: string): string | null {
  const digits = normalizeDigits(siren);
  return isValidSiren(digits) ? `FR${vatKey(digits)}${digits}` : null;
}

/**
 * A French VAT number: "FR", a two-digit key, and a SIREN, the key matching the SIREN. Spaces
 * and dots are ignored, "fr" is accepted. Only numeric keys are accepted: the alphanumeric keys
 * the tax office issues to a few businesses (e.g. "FRK7399859412") cannot be checked here and
 * are rejected. Monaco's numbers (FRxx000…) use the same key but no SIREN check digit.
 */
export function isValidFrenchVat(value: string): boolean {
  const match = /^FR(\d{2})(\d{9})$/.exec(normalizeDigits(value).toUpperCase());
  if (!match) return false;
  const key = match[1]!;
  const siren = match[2]!;
  return key === vatKey(siren) && (siren.startsWith("000") || isValidSiren(siren));
}

/** Whether the VAT number is valid and is the one built from this SIREN. */
export function vatMatchesSiren(vat: string, siren: string): boolean {
  return (
    isValidFrenchVat(vat) &&
    isValidSiren(siren) &&
    normalizeDigits(vat).slice(4) === normalizeDigits(siren)
  );
}

function vatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, "0");
}

/** Luhn: from the right, every second digit doubled (minus 9 past 9); the total ends in 0. */
function passesLuhn(digits: string): boolean {
  let total = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index]);
    total += index % 2 === 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit;
  }
  return total % 10 === 0;
}

function digitSum(digits: string): number {
  return [...digits].reduce((total, digit) => total + Number(digit), 0);
}

function groups(digits: string, separator: string): string {
  return digits.match(/\d{3}/g)!.join(separator);
}
