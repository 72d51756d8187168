import type { FlashPoint, SdsField, SdsValues, VapourPressure } from '../../shared/domain/sds';
import type { Expected } from './expected';

/**
 * How the bench counts (docs/domain/sds.md, "Measuring the extraction"): per field and sheet an
 * exact match of the whole value: lists as sets ("no statements" and "not stated" alike), names
 * with case and white space set aside, the supplier as a match when one name contains the other
 * (the reference adds remarks such as "(Importeur/Alleinvertreter)"). Per field:
 * - exact: share of the counted sheets whose value matches;
 * - precision: of the counted sheets where the extraction gives a value, the share that matches;
 * - recall: of the counted sheets where the reference has a value, the share that matches.
 * A field the reference marks uncertain for a sheet is not counted for that sheet. The scanned
 * sheet is counted: its values are what a reader finds, and the extraction finds none. A field
 * the sheet's expectation does not hold is not counted for it (own-expected.json covers twelve
 * sheets). Components compare by CAS number and share, limits by kind, value, unit and term,
 * vapour pressure by value (to 0.1 %) and unit, pH by value and range.
 */

export interface SheetResult {
  readonly expected: Expected;
  readonly actual: SdsValues;
  readonly milliseconds: number;
}

export interface FieldScore {
  readonly field: SdsField;
  readonly sheets: number;
  readonly exact: number;
  readonly precision: number;
  readonly recall: number;
  readonly misses: readonly string[];
}

type Value = SdsValues[SdsField];

function compact(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

function isEmpty(value: Value): boolean {
  return value === null || (Array.isArray(value) && value.length === 0);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
}

function sameFlashPoint(a: FlashPoint | null, b: FlashPoint | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a.value - b.value) < 0.01 && a.unit === b.unit && a.comparator === b.comparator;
}

function supplierCore(text: string): string {
  return compact(text.replace(/\(.*?\)/g, '')).replace(/[^\p{L}\d&]/gu, '');
}

function samePressure(a: VapourPressure, b: VapourPressure): boolean {
  return a.unit === b.unit && Math.abs(a.value - b.value) <= Math.abs(b.value) * 0.001 + 1e-9;
}

/** Components by CAS (else EC) number and share; limits by kind, value, unit and term: names are not compared. */
function keys(field: SdsField, value: Value): string[] | undefined {
  if (field === 'composition')
    return (value as SdsValues['composition']).map(
      (component) =>
        `${component.casNumber ?? component.ecNumber}:${component.proportion?.from ?? '-'}:${component.proportion?.to ?? '-'}`,
    );
  if (field === 'workplaceLimits')
    return (value as SdsValues['workplaceLimits']).map(
      (limit) => `${limit.kind}:${limit.value}:${limit.unit}:${limit.shortTerm}`,
    );
  return undefined;
}

export function matches(field: SdsField, actual: Value, expected: Value): boolean {
  if (isEmpty(actual) || isEmpty(expected)) return isEmpty(actual) && isEmpty(expected);
  const [ours, theirs] = [keys(field, actual), keys(field, expected)];
  if (ours && theirs) return sameSet(ours, theirs);
  if (field === 'vapourPressure') return samePressure(actual as VapourPressure, expected as VapourPressure);
  if (field === 'ph') return JSON.stringify(actual) === JSON.stringify(expected);
  if (Array.isArray(actual) && Array.isArray(expected)) return sameSet(actual, expected);
  if (field === 'flashPoint' || field === 'boilingPoint')
    return sameFlashPoint(actual as FlashPoint, expected as FlashPoint);
  if (typeof actual !== 'string' || typeof expected !== 'string') return false;
  if (field === 'productName' || field === 'hazardClass') return compact(actual) === compact(expected);
  if (field === 'supplier') {
    const [ours, theirs] = [supplierCore(actual), supplierCore(expected)];
    return ours !== '' && theirs !== '' && (ours.includes(theirs) || theirs.includes(ours));
  }
  return actual === expected;
}

function share(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

export function scoreField(field: SdsField, results: readonly SheetResult[]): FieldScore {
  const counted = results.filter((result) => !result.expected.uncertain.has(field) && field in result.expected.values);
  const verdicts = counted.map((result) => {
    const actual = result.actual[field];
    const expected = result.expected.values[field] as Value;
    return { result, actual, expected, exact: matches(field, actual, expected) };
  });
  const given = verdicts.filter((verdict) => !isEmpty(verdict.actual));
  const stated = verdicts.filter((verdict) => !isEmpty(verdict.expected));
  return {
    field,
    sheets: counted.length,
    exact: share(verdicts.filter((verdict) => verdict.exact).length, verdicts.length),
    precision: share(given.filter((verdict) => verdict.exact).length, given.length),
    recall: share(stated.filter((verdict) => verdict.exact).length, stated.length),
    misses: verdicts
      .filter((verdict) => !verdict.exact)
      .map(
        (verdict) =>
          `${verdict.result.expected.file}: got ${JSON.stringify(verdict.actual)}, expected ${JSON.stringify(verdict.expected)}`,
      ),
  };
}
