/** A component's share of a substance in per cent, from–to; an exact share has `from` equal to `to`. */
export interface ProportionRange {
  readonly from: number;
  readonly to: number;
}

/** Why a composition cannot add up (SUB-COMP-2, SUB-COMP-3), with the sum that shows it. */
export type CompositionFinding =
  | { readonly rule: 'SUB-COMP-2'; readonly lowerSum: number }
  | { readonly rule: 'SUB-COMP-3'; readonly upperSum: number };

/** Sums are compared after rounding to this many decimals, so 33.3 + 33.3 + 33.4 is 100 and not 100.00000000000001. */
const DECIMALS = 6;

function share(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function fieldOf(row: unknown, name: string): unknown {
  return row !== null && typeof row === 'object' && !Array.isArray(row)
    ? (row as Record<string, unknown>)[name]
    : undefined;
}

/**
 * SUB-COMP-1: the proportion of one composition row as a range. An exact `proportion` (as
 * stored before ranges existed) is the range of one point; otherwise `proportionFrom` and
 * `proportionTo`, where an open end reads as 0 % or 100 % ("< 1 %" is 0–1, "≥ 90 %" is 90–100).
 * Undefined when the row gives no proportion, gives an exact value and a range at once, or a
 * range whose start lies above its end.
 */
export function proportionRange(row: unknown): ProportionRange | undefined {
  const exact = share(fieldOf(row, 'proportion'));
  const from = share(fieldOf(row, 'proportionFrom'));
  const to = share(fieldOf(row, 'proportionTo'));
  if (exact !== undefined) return from === undefined && to === undefined ? { from: exact, to: exact } : undefined;
  if (from === undefined && to === undefined) return undefined;
  const range = { from: from ?? 0, to: to ?? 100 };
  return range.from <= range.to ? range : undefined;
}

/** SUB-COMP-1 for every row: each gives its proportion as an exact value or as a range. */
export function compositionProportionsValid(rows: unknown): boolean {
  return !Array.isArray(rows) || rows.every((row) => proportionRange(row) !== undefined);
}

function rounded(sum: number): number {
  return Number(sum.toFixed(DECIMALS));
}

/**
 * SUB-COMP-2 and SUB-COMP-3: whether the rows' ranges can add up to a whole. The lower ends
 * together must not exceed 100 %; when the composition is declared complete (`complete`: the
 * rows are every component), the upper ends together must reach 100 %. Rows without a valid
 * proportion (SUB-COMP-1) are left out; a value that is not a list has no rows.
 */
export function compositionFindings(rows: unknown, complete: boolean): CompositionFinding[] {
  const ranges = (Array.isArray(rows) ? rows : []).flatMap((row) => proportionRange(row) ?? []);
  if (ranges.length === 0) return [];
  const lowerSum = rounded(ranges.reduce((sum, range) => sum + range.from, 0));
  const upperSum = rounded(ranges.reduce((sum, range) => sum + range.to, 0));
  const findings: CompositionFinding[] = [];
  if (lowerSum > 100) findings.push({ rule: 'SUB-COMP-2', lowerSum });
  if (complete && upperSum < 100) findings.push({ rule: 'SUB-COMP-3', upperSum });
  return findings;
}
