import type { SdsLanguage } from './language';

/**
 * SDS-25 Numbers as sheets print them: a decimal comma or point ("0,86", "2.5"), a thin or
 * normal space or a point between thousands in German ("1.013 hPa" is ambiguous and read as a
 * decimal), a comma between thousands in English ("1,920 mg/m3": a comma followed by exactly
 * three digits in an English sheet); minus as "-", "−" or "–". Comparison signs "<", ">", "≤",
 * "≥", "<=", ">=", "=<", "=>" are kept as ≤/≥/</>; "ca.", "approx.", "~", "=" are dropped.
 */

export type Comparator = '<' | '>' | '≤' | '≥';

export const COMPARATOR = '(<=|>=|=<|=>|[<>≤≥])';
export const NUMBER = String.raw`([-−–]?\d+(?:[.,]\d+)*)`;
export const ABOUT = String.raw`(?:ca\.?|approx\.?|etwa|~|=)?`;

const COMPARATORS: Record<string, Comparator> = {
  '<': '<',
  '>': '>',
  '≤': '≤',
  '≥': '≥',
  '<=': '≤',
  '=<': '≤',
  '>=': '≥',
  '=>': '≥',
};

export function comparatorOf(sign: string | undefined): Comparator | undefined {
  return sign === undefined ? undefined : COMPARATORS[sign];
}

/** A number as printed; NaN when it is none. */
export function decimal(text: string, language?: SdsLanguage | null): number {
  let digits = text.replace(/^[−–]/, '-');
  if (language === 'en' && /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits)) digits = digits.replace(/,/g, '');
  else if (/^-?\d{1,3}(?:\.\d{3}){2,}$/.test(digits)) digits = digits.replace(/\./g, '');
  else digits = digits.replace(',', '.');
  return /^-?\d+(?:\.\d+)?$/.test(digits) ? Number(digits) : Number.NaN;
}
