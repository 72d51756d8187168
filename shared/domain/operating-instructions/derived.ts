/**
 * What a derive rule gives: an instruction's section values and, for every sentence and sign it
 * put there, where that came from (OI-3). A source is language-neutral: a statement code (`H225`,
 * `P210`), a pictogram (`GHS02`), a field of the source (`field:notesOnHazard`), an EMKG module
 * level (`emkg:inhalation:2`), a risk (`risk:<name>`) or a fixed rule (`rule:disposal`).
 */
import type { DocumentData } from '../../entities/entity';
import type { InstructionLanguage } from '../../entities/operating-instruction-fields';

export interface DerivedSentence {
  /** The instruction field the sentence or sign is in. */
  readonly field: string;
  /** The sentence, or the sign's code for a symbol field. */
  readonly text: string;
  readonly source: string;
}

export interface DerivedInstruction {
  /** The instruction's values: texts one sentence a line, symbols as code lists. */
  readonly data: DocumentData;
  readonly sentences: readonly DerivedSentence[];
}

/** The official text of a statement code in a language (the CLP catalog's `catalogText`). */
export type StatementTexts = (code: string, language: 'de' | 'en') => string | undefined;

/** Collects sentences and signs in order, each once per field. */
export class SentenceList {
  private readonly items: DerivedSentence[] = [];

  add(field: string, text: string | undefined, source: string): void {
    const trimmed = text?.trim();
    if (!trimmed) return;
    if (this.items.some((item) => item.field === field && item.text === trimmed)) return;
    this.items.push({ field, text: trimmed, source });
  }

  has(field: string): boolean {
    return this.items.some((item) => item.field === field);
  }

  all(): readonly DerivedSentence[] {
    return this.items;
  }

  /** Text fields as lines, symbol fields as code lists; fields with nothing are left out. */
  values(symbolFields: readonly string[]): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const item of this.items) {
      if (symbolFields.includes(item.field)) {
        values[item.field] = [...((values[item.field] as string[] | undefined) ?? []), item.text];
      } else {
        const known = values[item.field];
        values[item.field] = typeof known === 'string' ? `${known}\n${item.text}` : item.text;
      }
    }
    return values;
  }
}

/** The interface-neutral language code the statement catalog takes. */
export const catalogLanguage = (language: InstructionLanguage): 'de' | 'en' => (language === 'EN' ? 'en' : 'de');

export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The lines of a stored plain text, empty lines dropped. */
export const lines = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line.length > 0)
    : [];
