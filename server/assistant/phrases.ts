import type { Language } from '../../shared/cookies';

/** A phrase in both interface languages; `{name}` placeholders are filled by `phrase`. */
export interface Phrase {
  readonly de: string;
  readonly en: string;
}

/**
 * Every sentence the assistant writes itself, in German and English (the server has no
 * Lingui; docs/decisions/0020-server-side-assistant-texts.md). Labels of entities, fields
 * and enums come from the shared descriptors instead (label-text.ts).
 */
export const PHRASES = {
  footer: {
    de: '_Regelbasierter Assistent: Die Antwort stammt aus festen Regeln und den Dokumenten, die Sie lesen dürfen._',
    en: '_Rule-based assistant: this answer comes from fixed rules and the documents you may read._',
  },
  yes: { de: 'ja', en: 'yes' },
  no: { de: 'nein', en: 'no' },
  searchFound: {
    de: 'Diese Dokumente passen am besten zu „{query}“:',
    en: 'These documents match “{query}” best:',
  },
  searchNothing: {
    de: 'Ich habe kein Dokument gefunden, das zu „{query}“ passt und das Sie lesen dürfen.',
    en: 'I found no document matching “{query}” that you may read.',
  },
  cannotAnswer: {
    de: 'Diese Frage kann ich nicht direkt beantworten.',
    en: 'I cannot answer this question directly.',
  },
} as const satisfies Record<string, Phrase>;

export type PhraseKey = keyof typeof PHRASES;

/** A phrase in the asker's language with its `{name}` placeholders filled. */
export function phrase(
  key: PhraseKey,
  language: Language,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return PHRASES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
