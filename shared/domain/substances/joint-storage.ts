import type { StorageClass } from '../../enums/catalogs';

/**
 * SUB-9 (docs/domain/substances.md): guidance on storing two TRGS 510 storage classes together.
 * TRGS 510 section 13.3 and its Table 12 decide; we hold the table only from secondary sources
 * (DOMAIN-RULES "TRGS 510"), so every answer is guidance with its source, never a verdict, and
 * where we do not know the table's cell the answer is to check it.
 */

/** What the guidance says for a pair of storage classes. */
export type JointStorage =
  /** May as a rule be stored together, unless the substances react with each other or need different extinguishing agents. */
  | 'TOGETHER'
  /** Only under conditions (the notes of Table 12 that apply). */
  | 'WITH_CONDITIONS'
  /** Separate storage: different storage sections (fire resistance of at least 90 minutes). */
  | 'SEPARATE'
  /** We do not hold this cell of Table 12 reliably: check the table. */
  | 'CHECK_TABLE';

/** Why: the rule of TRGS 510 the guidance rests on. */
export type JointStorageBasis =
  /** 13.2 (2) with Annex 2 A.2.1 (5): one class holds substances of similar hazards needing similar measures. */
  | 'SAME_CLASS'
  /** Table 12 note 1: specific legal storage provisions (2. SprengV, GefStoffV Annex I no. 5 and TRGS 511, DGUV Vorschrift 13, StrlSchG/StrlSchV). */
  | 'SPECIFIC_PROVISIONS'
  /** Table 12: explosive (1), infectious (6.2) and radioactive (7) substances are stored apart from every other class. */
  | 'SEPARATE_CLASS'
  /** Table 12 holds classes 10 to 13 in one column: they may be stored together. */
  | 'CLASSES_10_TO_13'
  /** A cell of Table 12 we do not hold reliably. */
  | 'NOT_KNOWN';

/**
 * The clause of TRGS 510 a guidance rests on, as a code the screen words in the user's
 * language: section 13.3 with its Table 12, that table's note 1, or the rule for one class
 * (13.2 (2) with Annex 2, A.2.1 (5)).
 */
export const JOINT_STORAGE_REFERENCES = ['TABLE_12', 'TABLE_12_NOTE_1', 'SAME_CLASS'] as const;
export type JointStorageReference = (typeof JOINT_STORAGE_REFERENCES)[number];

export interface JointStorageSource {
  readonly reference: JointStorageReference;
  /** Always true for now: the table is known from secondary sources only, not checked against the text. */
  readonly secondary: true;
}

export interface JointStorageGuidance {
  readonly classes: readonly [StorageClass, StorageClass];
  readonly guidance: JointStorage;
  readonly basis: JointStorageBasis;
  /** The explanatory notes of Table 12 (1–8) that apply, as far as known. */
  readonly notes: readonly number[];
  readonly source: JointStorageSource;
}

/**
 * TRGS 510 13.1 (secondary, DOMAIN-RULES "TRGS 510"): up to 400 kg of hazardous substances in
 * total, at most 200 kg of them per storage class, need not follow the joint-storage rules.
 */
export const SMALL_QUANTITY_EXEMPTION = { totalKg: 400, perClassKg: 200 } as const;

/** Classes for whose storage another law has specific provisions (Table 12 note 1). */
const SPECIFIC_PROVISIONS: ReadonlySet<StorageClass> = new Set(['1', '4.1A', '5.1C', '5.2', '7']);
/** Classes stored apart from every other class (Table 12, secondary). */
const SEPARATE_CLASSES: ReadonlySet<StorageClass> = new Set(['1', '6.2', '7']);
/** Classes 10 to 13: combustible and non-combustible liquids and solids not in another class. */
const CLASSES_10_TO_13: ReadonlySet<StorageClass> = new Set(['10', '11', '12', '13']);

function guidance(
  classes: readonly [StorageClass, StorageClass],
  result: JointStorage,
  basis: JointStorageBasis,
  reference: JointStorageReference,
  notes: readonly number[] = [],
): JointStorageGuidance {
  return { classes, guidance: result, basis, notes, source: { reference, secondary: true } };
}

/**
 * SUB-9: whether substances of two storage classes may be stored together in one storage section,
 * as guidance with its source; the same for (a, b) and (b, a). Gases among themselves (2A) have
 * conditions of their own by the kind of gas, which we do not hold: check the table.
 */
export function jointStorage(a: StorageClass, b: StorageClass): JointStorageGuidance {
  const classes = [a, b] as const;
  if (a === b) {
    if (SPECIFIC_PROVISIONS.has(a))
      return guidance(classes, 'WITH_CONDITIONS', 'SPECIFIC_PROVISIONS', 'TABLE_12_NOTE_1', [1]);
    if (a === '2A') return guidance(classes, 'CHECK_TABLE', 'NOT_KNOWN', 'TABLE_12');
    return guidance(classes, 'TOGETHER', 'SAME_CLASS', 'SAME_CLASS');
  }
  if (SEPARATE_CLASSES.has(a) || SEPARATE_CLASSES.has(b))
    return guidance(classes, 'SEPARATE', 'SEPARATE_CLASS', 'TABLE_12');
  if (SPECIFIC_PROVISIONS.has(a) || SPECIFIC_PROVISIONS.has(b)) {
    return guidance(classes, 'CHECK_TABLE', 'SPECIFIC_PROVISIONS', 'TABLE_12_NOTE_1', [1]);
  }
  if (CLASSES_10_TO_13.has(a) && CLASSES_10_TO_13.has(b))
    return guidance(classes, 'TOGETHER', 'CLASSES_10_TO_13', 'TABLE_12');
  return guidance(classes, 'CHECK_TABLE', 'NOT_KNOWN', 'TABLE_12');
}
