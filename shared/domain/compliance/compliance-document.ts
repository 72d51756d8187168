import type { DocumentData } from '../../entities/entity';

/** A document as the compliance rules read it: a store row, a replica entry or an assistant's readable document. */
export interface ComplianceDocument {
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
  /** A deleted document (tombstone) neither covers nor lacks anything. */
  readonly deleted?: boolean;
}

/** The ids a reference field holds (one or many). */
export function referencedIds(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}
