/**
 * ADR 1.1.3.6 — quantities carried per transport unit (docs/domain/transport.md TRA-1 … TRA-5;
 * DOMAIN-RULES "ADR 1.1.3.6", verified against the ADR text). Pure functions, used live by the
 * transport forms, the transport document PDF and the assistant.
 */
import { type ClassifiedCargo, type Measure, measureOf, type QuantityBasis, quantityBasis } from './quantity-basis';

/** TRA-2, ADR 1.1.3.6.3 footnote a: category 1 goods with a maximum of 50 instead of 20 per unit. */
export const CATEGORY_1_FOOTNOTE_A = ['0081', '0082', '0084', '0241', '0331', '0332', '0482', '1005', '1017'] as const;

/** TRA-3, ADR 1.1.3.6.4: the total of the weighted quantities may not exceed this. */
export const EXEMPTION_LIMIT = 1000;

export type TransportCategory = 0 | 1 | 2 | 3 | 4;

export interface CargoQuantity extends ClassifiedCargo {
  readonly unNumber?: string | null;
  readonly transportCategory?: number | null;
  /**
   * Net quantity: kg for solids, liquefied gases and (class 1) the net explosive mass, litres
   * for liquids and (compressed gases) the water capacity; see `quantityBasis`.
   */
  readonly quantityNet?: { readonly value: number; readonly unit: string } | null;
  /** Gross quantity: what articles count (ADR 1.1.3.6.3), in kg. */
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
  /** Which quantity ADR 1.1.3.6.3 counts for this line. */
  readonly basis: QuantityBasis;
  /** The quantity counted, in kg or litres (ADR 1.1.3.6.3 "quantity"); null when it is missing or in the wrong measure. */
  readonly quantity: number | null;
  /** What `quantity` is measured in. */
  readonly measure: Measure | null;
  readonly factor: number;
  readonly points: number;
  readonly reason: LineReason;
}

export type Verdict = 'EXEMPT' | 'NOT_EXEMPT_CATEGORY_0' | 'NOT_EXEMPT_OVER_LIMIT' | 'INCOMPLETE';

export interface TransportPoints {
  readonly lines: readonly LinePoints[];
  readonly total: number;
  /** Quantity per transport category in kg and in litres, for the 5.4.1.1.10 statement when exempt. */
  readonly quantityPerCategory: Readonly<Record<TransportCategory, Readonly<Record<Measure, number>>>>;
  readonly verdict: Verdict;
}

const TO_KG: Readonly<Record<string, number>> = { KG: 1, G: 0.001, MG: 0.000_001, T: 1000 };
const TO_LITRES: Readonly<Record<string, number>> = { L: 1, ML: 0.001, M3: 1000 };

type Quantity = { value: number; unit: string } | null | undefined;

/** A quantity in kg or litres with its measure; other units cannot be counted. */
function measuredQuantity(quantity: Quantity): { value: number; measure: Measure } | null {
  if (!quantity || !Number.isFinite(quantity.value) || quantity.value < 0) return null;
  const kg = TO_KG[quantity.unit];
  if (kg !== undefined) return { value: quantity.value * kg, measure: 'KG' };
  const litres = TO_LITRES[quantity.unit];
  return litres === undefined ? null : { value: quantity.value * litres, measure: 'L' };
}

/**
 * The quantity ADR 1.1.3.6.3 counts: the gross quantity for articles, else the net quantity
 * (the gross one only where a line of unknown kind has no net quantity), in the measure its
 * basis needs.
 */
function countedQuantity(cargo: CargoQuantity, basis: QuantityBasis): { value: number; measure: Measure } | null {
  const quantity =
    basis === 'GROSS_MASS'
      ? measuredQuantity(cargo.quantityGross)
      : basis === 'AS_ENTERED'
        ? (measuredQuantity(cargo.quantityNet) ?? measuredQuantity(cargo.quantityGross))
        : measuredQuantity(cargo.quantityNet);
  const needed = measureOf(basis);
  return quantity && (needed === undefined || quantity.measure === needed) ? quantity : null;
}

function categoryOf(value: number | null | undefined): TransportCategory | null {
  return value === 0 || value === 1 || value === 2 || value === 3 || value === 4 ? value : null;
}

/** TRA-1, TRA-2, ADR 1.1.3.6.4 multiplier: 1000 divided by the 1.1.3.6.3 maximum (20 → 50, 50 → 20, 333 → 3, 1000 → 1). */
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

/** TRA-4: points of one cargo line; limited and excepted quantities are not counted (ADR 3.4, 3.5). */
export function linePoints(cargo: CargoQuantity): LinePoints {
  const category = categoryOf(cargo.transportCategory);
  const basis = quantityBasis(cargo);
  const counted = countedQuantity(cargo, basis);
  const quantity = counted?.value ?? null;
  const line = (reason: LineReason, factor = 0, points = 0): LinePoints => ({
    category,
    basis,
    quantity,
    measure: counted?.measure ?? null,
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
 * TRA-3, TRA-4, ADR 1.1.3.6.4 for a transport unit: any category 0 line excludes the exemption; otherwise the
 * weighted total must not exceed 1000. A line without category, or without the quantity its
 * basis counts (see `quantityBasis`), makes the verdict incomplete rather than guessing.
 */
export function transportPoints(cargo: readonly CargoQuantity[]): TransportPoints {
  const lines = cargo.map(linePoints);
  const total = Math.round(lines.reduce((sum, line) => sum + line.points, 0) * 1000) / 1000;
  const quantityPerCategory: Record<TransportCategory, Record<Measure, number>> = {
    0: { KG: 0, L: 0 },
    1: { KG: 0, L: 0 },
    2: { KG: 0, L: 0 },
    3: { KG: 0, L: 0 },
    4: { KG: 0, L: 0 },
  };
  for (const line of lines) {
    const counted = line.reason === 'COUNTED' || line.reason === 'CATEGORY_0' || line.reason === 'CATEGORY_4';
    if (counted && line.category !== null && line.quantity !== null && line.measure !== null)
      quantityPerCategory[line.category][line.measure] += line.quantity;
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
