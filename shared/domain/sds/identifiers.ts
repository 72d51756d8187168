/**
 * SDS-10 CAS and EC numbers and their check digits: the rules of the substance register
 * (docs/domain/substances.md SUB-2, SUB-3), applied to what a sheet prints. Leading zeros that
 * some sheets pad CAS numbers with ("0000928-96-1") are not part of the number.
 */
export { isValidCasNumber, isValidEcNumber } from '../substances/registry-numbers';

/** A CAS number as written without padding zeros ("0000928-96-1" → "928-96-1"). */
export function normaliseCasNumber(text: string): string {
  return text.replace(/\s/g, '').replace(/^0+(?=\d{2,}-)/, '');
}
