import type { Language } from '../../../shared/cookies';
import type { MissingDocument } from '../../../shared/domain/compliance';
import type { DueKind } from '../../../shared/domain/deadlines';
import type { CatalogEntry, Source } from '../provider';
import type { CatalogKind } from './reference-texts';

/** A code a question names: hazard (H/EUH) or precautionary (P) statement, GHS pictogram, storage or transport class. */
export interface NamedCode {
  readonly kind: CatalogKind;
  readonly code: string;
}

/** A line of a described load: "200 l Diesel", "50 kg UN 1017". */
export interface LoadLine {
  readonly text: string;
  readonly quantity: { readonly value: number; readonly unit: string };
  /** What the line names after the quantity: a substance name or a UN number. */
  readonly goods: string;
}

/** What a question asks, as the rules understand it; `SEARCH` when no rule applies. */
export type Intent =
  | { readonly kind: 'MEASURES'; readonly filter: 'OPEN' | 'OVERDUE' }
  | { readonly kind: 'DUE_SOON'; readonly dueKinds: readonly DueKind[]; readonly days: number }
  | { readonly kind: 'SUBSTANCES_WITH_CODE'; readonly codes: readonly NamedCode[] }
  | {
      readonly kind: 'MISSING_DOCUMENT';
      readonly missing: MissingDocument;
      readonly subjects: readonly ('SUBSTANCE' | 'ACTIVITY')[];
    }
  | { readonly kind: 'COMPLIANCE_SCORE' }
  | { readonly kind: 'TRANSPORT_POINTS'; readonly lines: readonly LoadLine[] }
  | { readonly kind: 'CODE_MEANING'; readonly codes: readonly NamedCode[] }
  | { readonly kind: 'SEARCH' };

/** An answer before it is streamed: its paragraphs, the documents it used and the catalog entries it cites. */
export interface Answer {
  readonly paragraphs: readonly string[];
  readonly sources: readonly Source[];
  readonly catalog: readonly CatalogEntry[];
}

/** What an intent's answerer needs beside the scope: the day it is and the asker's language. */
export interface AnswerContext {
  readonly today: string;
  readonly language: Language;
}
