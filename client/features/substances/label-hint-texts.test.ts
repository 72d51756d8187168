import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { LabelHint } from '../../../shared/domain/substances';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { labelHintText } from './label-hint-texts';

const german = setupI18n({ locale: 'de', messages: { de } });
const english = setupI18n({ locale: 'en', messages: { en } });

const EVERY_HINT: readonly LabelHint[] = [
  { id: 'PICTOGRAM_MISSING', pictogram: 'GHS02', statements: ['H225'] },
  { id: 'PICTOGRAM_WITHOUT_STATEMENT', pictogram: 'GHS09' },
  { id: 'PICTOGRAM_SUPERSEDED', pictogram: 'GHS07', by: 'GHS06' },
  { id: 'SIGNAL_WORD_MISSING', expected: 'DANGER', statements: ['H225'] },
  { id: 'SIGNAL_WORD_TOO_WEAK', statements: ['H225'] },
  { id: 'SIGNAL_WORD_TOO_STRONG' },
  { id: 'SIGNAL_WORD_WITHOUT_STATEMENT', signalWord: 'WARNING' },
];

describe('label hint texts', () => {
  it('word every hint in German and English, each differently', () => {
    for (const hint of EVERY_HINT) {
      const texts = [german, english].map((i18n) => labelHintText(i18n, hint));
      expect(texts[0], hint.id).not.toBe(texts[1]);
      for (const text of texts) expect(text, hint.id).not.toMatch(/\{|undefined/);
    }
  });

  it('name the pictogram, the signal words and the statements in the interface language', () => {
    const [missing, , , , tooWeak] = EVERY_HINT;
    if (!missing || !tooWeak) throw new Error('hints');
    expect(labelHintText(german, missing)).toBe(
      'Piktogramm GHS02 Flamme (entzündbar) fehlt; CLP Anhang I verlangt es bei: H225',
    );
    expect(labelHintText(english, tooWeak)).toBe(
      'Signal word “Warning” is too weak: “Danger” for H225; “Danger” outranks “Warning” (CLP Art. 20).',
    );
  });
});
