/**
 * SUB-2 and SUB-3 (docs/domain/substances.md): the check digits of CAS Registry Numbers and of
 * EC numbers (EINECS, ELINCS, NLP and ECHA list numbers share the EC format and check digit).
 */

/** What is wrong with a number: its form, or its check digit. */
export type RegistryNumberProblem = 'FORMAT' | 'CHECK_DIGIT';

const CAS_NUMBER = /^(\d{2,7})-(\d{2})-(\d)$/;
const EC_NUMBER = /^(\d{3})-(\d{3})-(\d)$/;

/**
 * SUB-2: a CAS number is 2 to 7 digits, 2 digits and a check digit, joined by hyphens; the check
 * digit is the sum of the other digits, each times its position counted from the right (1, 2, 3 …),
 * modulo 10. 7732-18-5 (water): 8·1 + 1·2 + 2·3 + 3·4 + 7·5 + 7·6 = 105 → 5. Source: CAS,
 * "CAS Registry Number" format and check digit verification (cas.org).
 */
export function casNumberProblem(value: string): RegistryNumberProblem | undefined {
  const match = CAS_NUMBER.exec(value.trim());
  if (!match) return 'FORMAT';
  const digits = `${match[1]}${match[2]}`.split('').reverse();
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 10 === Number(match[3]) ? undefined : 'CHECK_DIGIT';
}

/**
 * SUB-3: an EC number is three groups of 3, 3 and 1 digits (`NNN-NNN-R`); the check digit R is the
 * sum of the first six digits, each times its position from the left (1 … 6), modulo 11; a
 * remainder of 10 is never issued. 231-791-2 (water): 2·1 + 3·2 + 1·3 + 7·4 + 9·5 + 1·6 = 90 → 2.
 * Source: European Commission, EINECS numbering (EC number format, check digit modulo 11).
 */
export function ecNumberProblem(value: string): RegistryNumberProblem | undefined {
  const match = EC_NUMBER.exec(value.trim());
  if (!match) return 'FORMAT';
  const digits = `${match[1]}${match[2]}`.split('');
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 11 === Number(match[3]) ? undefined : 'CHECK_DIGIT';
}

/** SUB-2: whether a CAS number has its form and a matching check digit. */
export function isValidCasNumber(value: string): boolean {
  return casNumberProblem(value) === undefined;
}

/** SUB-3: whether an EC number has its form and a matching check digit. */
export function isValidEcNumber(value: string): boolean {
  return ecNumberProblem(value) === undefined;
}
