/**
 * Quantities (docs/domain/emkg.md EMKG-QTY-1, EMKG-QTY-2). Source: BAuA EMKG, 7th edition 2025,
 * "Mengengruppe" (quantity per activity: Gramm/Milliliter klein, Kilogramm/Liter mittel,
 * Tonne/Kubikmeter groß) and "Lagermenge" (unter 50 kg, bis 200 kg, bis 1000 kg, ab 1000 kg).
 */
import type { Measurement } from './read';
import type { QuantityGroup, StoredQuantityBand } from './types';

/** Grams for a mass, millilitres for a volume: the sheet's small unit of each kind. */
const SMALL_UNITS: Readonly<Record<string, number>> = {
  MG: 0.001,
  G: 1,
  KG: 1000,
  T: 1_000_000,
  ML: 1,
  L: 1000,
  M3: 1_000_000,
};

/**
 * EMKG-QTY-1: the quantity group of the quantity used per activity, by its order of magnitude in
 * its own kind (mass or volume, never converted into each other): under 1 kg or 1 L small, from
 * 1 kg or 1 L and under 1 t or 1 m³ medium, from 1 t or 1 m³ large. Undefined for a negative
 * quantity or an unknown unit.
 */
export function quantityGroup(quantity: Measurement): QuantityGroup | undefined {
  const factor = SMALL_UNITS[quantity.unit];
  if (factor === undefined || quantity.value < 0) return undefined;
  const small = quantity.value * factor;
  if (small < 1000) return 'SMALL';
  return small < 1_000_000 ? 'MEDIUM' : 'LARGE';
}

const KILOGRAMS: Readonly<Record<string, number>> = { MG: 1e-6, G: 0.001, KG: 1, T: 1000, ML: 0.001, L: 1, M3: 1000 };

/** EMKG-QTY-2: a stored quantity in kilograms; a litre counts as a kilogram (the register has no density). */
export function kilograms(quantity: Measurement): number | undefined {
  const factor = KILOGRAMS[quantity.unit];
  return factor === undefined || quantity.value < 0 ? undefined : quantity.value * factor;
}

/**
 * EMKG-STO-3: the column of the storage matrix. The sheet's "bis 200 kg" and "bis 1000 kg" share
 * their ends with the next column: 50 kg is "bis 200 kg" (it is not "unter 50 kg"), 200 kg is
 * still "bis 200 kg", and 1000 kg is "ab 1000 kg" (the larger column, as "ab" says).
 */
export function storedQuantityBand(kg: number): StoredQuantityBand {
  if (kg < 50) return 'UNDER_50_KG';
  if (kg <= 200) return 'UP_TO_200_KG';
  return kg < 1000 ? 'UP_TO_1000_KG' : 'FROM_1000_KG';
}
