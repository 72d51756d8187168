/**
 * STO-3 (docs/domain/substances.md): whether what one storage holds stays within the
 * small-quantity exemption from the joint-storage rules of TRGS 510 section 13. The thresholds
 * are known from secondary sources only (DOMAIN-RULES "TRGS 510"); the answer is guidance that
 * qualifies the joint-storage hints, never a verdict.
 */
import { SMALL_QUANTITY_EXEMPTION } from './joint-storage';
import type { Quantity } from './register-rows';
import type { StorageContents } from './storage-contents';

/** What the check finds for the storage. */
export type SmallQuantityStatus =
  /** Every quantity is a mass, within 400 kg in total and 200 kg per storage class. */
  | 'WITHIN'
  /** The masses alone already exceed a threshold: the joint-storage rules apply. */
  | 'EXCEEDED'
  /** A class with provisions of its own is stored: the exemption is not offered (our conservative reading). */
  | 'NOT_OFFERED'
  /** Some quantities are volumes or pieces: without their mass the thresholds cannot be compared. */
  | 'UNKNOWN';

export interface SmallQuantityCheck {
  readonly status: SmallQuantityStatus;
  /** The masses stored, in kilograms (volumes and other units not counted). */
  readonly totalKg: number;
  /** Whether the masses alone exceed the total threshold. */
  readonly totalExceeded: boolean;
  /** The storage classes whose masses alone exceed the per-class threshold, in TRGS 510 order. */
  readonly classesExceeded: readonly string[];
  /** The storage classes with provisions of their own that are stored here. */
  readonly classesNotOffered: readonly string[];
  /** The substances with a quantity that is not a mass, by name. */
  readonly withoutMass: readonly string[];
  readonly thresholds: typeof SMALL_QUANTITY_EXEMPTION;
  readonly source: { readonly reference: string; readonly secondary: true };
}

/** Masses in kilograms (REG-4's units). */
const KILOGRAMS: Readonly<Record<string, number>> = { MG: 0.000_001, G: 0.001, KG: 1, T: 1000 };

/**
 * Classes whose storage other provisions govern whatever the quantity (Table 12 note 1: 1, 4.1A,
 * 5.1C, 5.2, 7) or that are stored apart from every other class (1, 6.2, 7): the check does not
 * offer the exemption for them.
 */
const NOT_OFFERED: ReadonlySet<string> = new Set(['1', '4.1A', '5.1C', '5.2', '6.2', '7']);

const REFERENCE = 'TRGS 510, 13';

function kilograms(quantities: readonly Quantity[]): { kg: number; complete: boolean } {
  let kg = 0;
  let complete = true;
  for (const { value, unit } of quantities) {
    const factor = KILOGRAMS[unit];
    if (factor === undefined) complete = false;
    else kg += value * factor;
  }
  return { kg: Math.round(kg * 1_000_000) / 1_000_000, complete };
}

/**
 * STO-3: the small-quantity check of a storage's contents (STO-1). Every substance stored there
 * counts toward the total, with or without a storage class; a substance of two classes counts
 * toward both. Masses that already exceed a threshold decide (more stock can only add to them);
 * otherwise a class with provisions of its own means the exemption is not offered, and a quantity
 * that is not a mass leaves it open.
 */
export function smallQuantityCheck(contents: StorageContents): SmallQuantityCheck {
  const { totalKg: totalLimit, perClassKg } = SMALL_QUANTITY_EXEMPTION;
  const total = kilograms(contents.substances.flatMap((substance) => substance.quantities));
  const totalExceeded = total.kg > totalLimit;
  const classesExceeded = contents.classes
    .filter((entry) => kilograms(entry.quantities).kg > perClassKg)
    .map((entry) => entry.storageClass);
  const classesNotOffered = contents.classes.map((entry) => entry.storageClass).filter((code) => NOT_OFFERED.has(code));
  const withoutMass = contents.substances
    .filter((substance) => !kilograms(substance.quantities).complete)
    .map((substance) => substance.name);
  const status: SmallQuantityStatus =
    totalExceeded || classesExceeded.length > 0
      ? 'EXCEEDED'
      : classesNotOffered.length > 0
        ? 'NOT_OFFERED'
        : withoutMass.length > 0
          ? 'UNKNOWN'
          : 'WITHIN';
  return {
    status,
    totalKg: total.kg,
    totalExceeded,
    classesExceeded,
    classesNotOffered,
    withoutMass,
    thresholds: SMALL_QUANTITY_EXEMPTION,
    source: { reference: REFERENCE, secondary: true },
  };
}
