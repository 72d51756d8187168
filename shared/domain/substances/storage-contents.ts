/**
 * What one storage holds (docs/domain/substances.md STO-1, STO-2): the substances with their
 * quantities there and storage classes, the quantities per storage class, and the pairs of
 * storage classes that meet there, which the TRGS 510 joint-storage guidance is asked about.
 */
import { STORAGE_CLASSES } from '../../enums/catalogs';
import { type RegisterDocument, text } from './register-places';
import { type Quantity, summed } from './register-rows';

/** A substance in the storage: how much of it is there and its classification. */
export interface StoredSubstance {
  readonly id: string;
  readonly name: string;
  readonly quantities: readonly Quantity[];
  readonly storageClasses: readonly string[];
  readonly ghsSymbols: readonly string[];
}

/** STO-1: one storage class in the storage, its substances and their quantities summed (REG-4). */
export interface ClassTotal {
  readonly storageClass: string;
  readonly substances: readonly string[];
  readonly quantities: readonly Quantity[];
}

export interface StorageContents {
  /** By name. */
  readonly substances: readonly StoredSubstance[];
  /** In the order of TRGS 510. */
  readonly classes: readonly ClassTotal[];
  /** STO-2: every pair of different storage classes present, each once, in TRGS 510 order. */
  readonly pairs: readonly (readonly [string, string])[];
  /** The substances without a storage class: the joint-storage check cannot include them. */
  readonly unclassified: readonly string[];
}

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.flatMap((item) => (typeof item === 'string' && item !== '' ? [item] : [])) : [];
}

function quantitiesIn(substance: RegisterDocument, storage: string): Quantity[] {
  const items = Array.isArray(substance.data.storageLocations) ? substance.data.storageLocations : [];
  return items.flatMap((item: unknown): Quantity[] => {
    if (item === null || typeof item !== 'object') return [];
    const entry = item as Readonly<Record<string, unknown>>;
    const quantity = entry.quantity as Readonly<Record<string, unknown>> | null | undefined;
    if (
      entry.storage !== storage ||
      !quantity ||
      typeof quantity.value !== 'number' ||
      typeof quantity.unit !== 'string'
    )
      return [];
    return [{ value: quantity.value, unit: quantity.unit }];
  });
}

const ORDER: readonly string[] = STORAGE_CLASSES;

/** TRGS 510 order; a class the catalog does not know comes last. */
function byClass(a: string, b: string): number {
  const rank = (code: string) => (ORDER.includes(code) ? ORDER.indexOf(code) : ORDER.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** STO-1, STO-2: the contents of the storage `storage` among the given substances. */
export function storageContents(storage: string, substances: readonly RegisterDocument[]): StorageContents {
  const stored = substances
    .map(
      (substance): StoredSubstance => ({
        id: substance.id,
        name: text(substance.data.name) ?? '',
        quantities: quantitiesIn(substance, storage),
        storageClasses: texts(substance.data.storageClasses),
        ghsSymbols: texts(substance.data.ghsSymbols),
      }),
    )
    .filter((substance) => substance.quantities.length > 0)
    .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
  const codes = [...new Set(stored.flatMap((substance) => substance.storageClasses))].sort(byClass);
  const classes = codes.map((storageClass): ClassTotal => {
    const members = stored.filter((substance) => substance.storageClasses.includes(storageClass));
    return {
      storageClass,
      substances: members.map((substance) => substance.id),
      quantities: summed(members.flatMap((substance) => substance.quantities)),
    };
  });
  const pairs = codes.flatMap((first, index) => codes.slice(index + 1).map((second) => [first, second] as const));
  const unclassified = stored.filter((substance) => substance.storageClasses.length === 0).map((s) => s.id);
  return { substances: stored, classes, pairs, unclassified };
}
