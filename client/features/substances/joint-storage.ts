/**
 * The TRGS 510 joint-storage guidance for a pair of storage classes, as the storage panel asks
 * for it (docs/domain/substances.md STO-2). The one place the panel reads the guidance from:
 * the matrix of TRGS 510 table 12 belongs in shared/domain/substances (issue 16, with the
 * catalogs); until it is there, no pair has a stored answer and every pair is `unknown`, which
 * the panel words as "check the table" with the source, never as "allowed".
 */
export type JointStorageLevel = 'allowed' | 'conditional' | 'separate' | 'unknown';

export interface JointStorageGuidance {
  readonly level: JointStorageLevel;
  /** Where the guidance comes from, e.g. "TRGS 510, Tabelle 12". */
  readonly source: string;
}

export const JOINT_STORAGE_SOURCE = 'TRGS 510, Abschnitt 7, Tabelle 12';

export function jointStorageGuidance(_classA: string, _classB: string): JointStorageGuidance {
  return { level: 'unknown', source: JOINT_STORAGE_SOURCE };
}
