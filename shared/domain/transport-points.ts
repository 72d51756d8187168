/**
 * ADR 1.1.3.6 — quantities carried per transport unit (docs: DOMAIN-RULES "ADR 1.1.3.6",
 * verified against the ADR text). Pure functions, used live by the transport forms, the
 * transport document PDF and the assistant.
 */

/** ADR 1.1.3.6.3 footnote a: category 1 goods with a maximum of 50 instead of 20 per unit. */
export const CATEGORY_1_FOOTNOTE_A = ['0081', '0082', '0084', '0241', '0331', '0332', '0482', '1005', '1017'] as const;

/** ADR 1.1.3.6.4: the total of the weighted quantities may not exceed this. */
export const EXEMPTION_LIMIT = 1000;

export type TransportCategory = 0 | 1 | 2 | 3 | 4;

export interface CargoQuantity {
  readonly unNumber?: string | null;
  readonly transportCategory?: number | null;
  /** Net quantity (kg for solids and liquefied gases, litres for liquids); see `counted`. */
  readonly quantityNet?: { readonly value: number; readonly unit: string } | null;
  readonly quantityGross?: { readonly value: number; readonly unit: string } | null;
  readonly limitedQuantity?: boolean | null;
  readonly exceptedQuantity?: boolean | null;
}

export type LineReason =
  | 'COUNTED'
  | 'LIMITED_QUANTITY'
  | 'EXCEPTED_QUANTITY'
  | 'CATEGORY_0'
  | 'CATEGORY_4'
  | 'NO_CATEGORY'
  | 'NO_QUANTITY';

export interface LinePoints {
  readonly category: TransportCategory | null;
  /** The quantity counted, in kg or litres (ADR 1.1.3.6.3 "quantity"). */
  readonly quantity: number | null;
  readonly factor: number;
  readonly points: number;
  readonly reason: LineReason;
}

export type Verdict = 'EXEMPT' | 'NOT_EXEMPT_CATEGORY_0' | 'NOT_EXEMPT_OVER_LIMIT' | 'INCOMPLETE';

export interface TransportPoints {
  readonly lines: readonly LinePoints[];
  readonly total: number;
  /** Quantity per transport category, for the 5.4.1.1.10 statement when exempt. */
  readonly quantityPerCategory: Readonly<Record<TransportCategory, number>>;
  readonly verdict: Verdict;
}

const TO_KG: Readonly<Record<string, number>> = { KG: 1, G: 0.001, MG: 0.000_001, T: 1000 };
const TO_LITRES: Readonly<Record<string, number>> = { L: 1, ML: 0.001, M3: 1000 };

/** A quantity in kg or litres; other units cannot be counted. */
export function countableQuantity(quantity: { value: number; unit: string } | null | undefined): number | null {
  if (!quantity || !Number.isFinite(quantity.value) || quantity.value < 0) return null;
  const factor = TO_KG[quantity.unit] ?? TO_LITRES[quantity.unit];
  return factor === undefined ? null : quantity.value * factor;
}

function categoryOf(value: number | null | undefined): TransportCategory | null {
  return value === 0 || value === 1 || value === 2 || value === 3 || value === 4 ? value : null;
}

/** ADR 1.1.3.6.4 multiplier: 1000 divided by the 1.1.3.6.3 maximum (20 → 50, 50 → 20, 333 → 3, 1000 → 1). */
export function multiplier(category: TransportCategory, unNumber?: string | null): number {
  switch (category) {
    case 1:
      return unNumber && (CATEGORY_1_FOOTNOTE_A as readonly string[]).includes(unNumber.trim()) ? 20 : 50;
    case 2:
      return 3;
    case 3:
      return 1;
    default:
      return 0;
  }
}

/** Points of one cargo line; limited and excepted quantities are not counted (ADR 3.4, 3.5). */
export function linePoints(cargo: CargoQuantity): LinePoints {
  const category = categoryOf(cargo.transportCategory);
  const quantity = countableQuantity(cargo.quantityNet) ?? countableQuantity(cargo.quantityGross);
  const line = (reason: LineReason, factor = 0, points = 0): LinePoints => ({
    category,
    quantity,
    factor,
    points,
    reason,
  });
  if (cargo.limitedQuantity) return line('LIMITED_QUANTITY');
  if (cargo.exceptedQuantity) return line('EXCEPTED_QUANTITY');
  if (category === null) return line('NO_CATEGORY');
  if (category === 0) return line('CATEGORY_0');
  if (category === 4) return line('CATEGORY_4');
  if (quantity === null) return line('NO_QUANTITY');
  const factor = multiplier(category, cargo.unNumber);
  return line('COUNTED', factor, factor * quantity);
}

/**
 * ADR 1.1.3.6.4 for a transport unit: any category 0 line excludes the exemption; otherwise the
 * weighted total must not exceed 1000. A line without category or countable quantity makes the
 * verdict incomplete rather than guessing.
 */
export function transportPoints(cargo: readonly CargoQuantity[]): TransportPoints {
  const lines = cargo.map(linePoints);
  const total = Math.round(lines.reduce((sum, line) => sum + line.points, 0) * 1000) / 1000;
  const quantityPerCategory: Record<TransportCategory, number> = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const line of lines) {
    const counted = line.reason === 'COUNTED' || line.reason === 'CATEGORY_0' || line.reason === 'CATEGORY_4';
    if (counted && line.category !== null && line.quantity !== null)
      quantityPerCategory[line.category] += line.quantity;
  }
  const verdict: Verdict = lines.some((line) => line.reason === 'CATEGORY_0')
    ? 'NOT_EXEMPT_CATEGORY_0'
    : lines.some((line) => line.reason === 'NO_CATEGORY' || line.reason === 'NO_QUANTITY')
      ? 'INCOMPLETE'
      : total > EXEMPTION_LIMIT
        ? 'NOT_EXEMPT_OVER_LIMIT'
        : 'EXEMPT';
  return { lines, total, quantityPerCategory, verdict };
}
