/**
 * SDS-10 CAS and EC numbers and their check digits.
 * - CAS Registry Number: 2–7 digits, 2 digits, 1 check digit. The check digit is the sum of the
 *   other digits, each multiplied by its position counted from the right (1, 2, 3, …), modulo 10:
 *   7732-18-5 → (8·1 + 1·2 + 2·3 + 3·4 + 7·5 + 7·6) mod 10 = 5. Leading zeros that some sheets
 *   pad with ("0000928-96-1") are not part of the number. *Source: CAS, "CAS Registry Number
 *   check digit" (cas.org).*
 * - EC number (EINECS, ELINCS, NLP, list numbers): ddd-ddd-d; the check digit is the sum of the
 *   first six digits, each multiplied by its position (1–6), modulo 11; a remainder of 10 is never
 *   issued. 200-001-8 → (2·1 + 0 + 0 + 0 + 0 + 1·6) mod 11 = 8. *Source: ECHA, "EC Inventory"
 *   (echa.europa.eu), explanation of the EC number format.*
 */

const CAS_FORMAT = /^(\d{2,7})-(\d{2})-(\d)$/;
const EC_FORMAT = /^(\d{3})-(\d{3})-(\d)$/;

/** A CAS number as written without padding zeros ("0000928-96-1" → "928-96-1"). */
export function normaliseCasNumber(text: string): string {
  return text.replace(/\s/g, '').replace(/^0+(?=\d{2,}-)/, '');
}

export function isValidCasNumber(cas: string): boolean {
  const match = CAS_FORMAT.exec(cas);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  const sum = [...digits].reverse().reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 10 === Number(match[3]);
}

export function isValidEcNumber(ec: string): boolean {
  const match = EC_FORMAT.exec(ec);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 11 === Number(match[3]);
}
