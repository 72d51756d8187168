import { STORAGE_CLASSES, type StorageClass } from '../../../shared/enums/catalogs';

/**
 * The TRGS 510 joint-storage guidance for a pair of storage classes, as the storage panel reads
 * it (docs/domain/substances.md STO-2): the one place the panel asks. Its shape is that of the
 * pure rule `jointStorage` of shared/domain/substances (SUB-9, issue 16's catalog work), which
 * holds what is known of TRGS 510 Table 12; until this file answers from that rule, no pair has a
 * known cell and every pair says "check the table", never "together".
 */
export type JointStorage = 'TOGETHER' | 'WITH_CONDITIONS' | 'SEPARATE' | 'CHECK_TABLE';

export interface JointStorageGuidance {
  readonly guidance: JointStorage;
  /** The explanatory notes of Table 12 (1–8) that apply, as far as known. */
  readonly notes: readonly number[];
  readonly source: {
    /** The clause of TRGS 510 the guidance rests on. */
    readonly reference: string;
    /** The table is known from secondary sources only, not checked against the text. */
    readonly secondary: true;
  };
}

const KNOWN: readonly string[] = STORAGE_CLASSES;

export function isStorageClass(code: string): code is StorageClass {
  return KNOWN.includes(code);
}

export function jointStorage(_a: StorageClass, _b: StorageClass): JointStorageGuidance {
  return { guidance: 'CHECK_TABLE', notes: [], source: { reference: 'TRGS 510, 13.3, Table 12', secondary: true } };
}
