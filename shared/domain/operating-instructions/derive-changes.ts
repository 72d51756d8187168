/**
 * OI-17: re-deriving shows, before anything changes, what would change — per field, the
 * sentences (or signs) that would go and those that would come.
 */
import type { DocumentData } from '../../entities/entity';
import type { DerivedInstruction, DerivedSentence } from './derived';
import { lines, strings } from './derived';

export interface FieldChange {
  readonly field: string;
  readonly removed: readonly string[];
  readonly added: readonly DerivedSentence[];
}

function itemsOf(value: unknown): string[] {
  return Array.isArray(value) ? strings(value) : lines(value);
}

/**
 * The fields whose value the new derivation would change, in the derivation's order of fields:
 * what the instruction holds that the derivation does not (edited or old sentences), and what
 * the derivation adds. Fields the derivation leaves empty are not touched (OI-18).
 */
export function deriveChanges(
  current: DocumentData,
  next: DerivedInstruction,
  fields: readonly string[],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (next.data[field] === undefined) continue;
    const now = itemsOf(current[field]);
    const then = itemsOf(next.data[field]);
    const removed = now.filter((item) => !then.includes(item));
    const added = next.sentences.filter((sentence) => sentence.field === field && !now.includes(sentence.text));
    if (removed.length > 0 || added.length > 0) changes.push({ field, removed, added });
  }
  return changes;
}

/** OI-18: the patch that takes the chosen fields' derived values, and the new derivation record. */
export function rederivePatch(
  next: DerivedInstruction,
  chosen: readonly string[],
  derivation: DocumentData,
): Record<string, unknown> {
  const patch: Record<string, unknown> = { derivation };
  for (const field of chosen) if (next.data[field] !== undefined) patch[field] = next.data[field];
  return patch;
}
