/**
 * OI-15: the record an instruction keeps of its derivation — the source, the source's
 * fingerprint, when, and each derived sentence with its source (ids stable per position).
 */
import type { DocumentData } from '../../entities/entity';
import type { DerivedInstruction } from './derived';

export function derivationRecord(
  derived: DerivedInstruction,
  sourceId: string,
  fingerprint: string,
  derivedAt: string,
): DocumentData {
  return {
    source: sourceId,
    fingerprint,
    derivedAt,
    sentences: derived.sentences.map((sentence, index) => ({
      id: `s${index + 1}`,
      field: sentence.field,
      text: sentence.text,
      source: sentence.source,
    })),
  };
}

/** The instruction's data with its derivation record. */
export function withDerivation(derived: DerivedInstruction, record: DocumentData): DocumentData {
  return { ...derived.data, derivation: record };
}
