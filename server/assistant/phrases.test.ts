import { describe, expect, it } from 'vitest';
import { PHRASES, phrase } from './phrases';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('assistant phrases', () => {
  it.each(Object.entries(PHRASES))('%s has a German and an English text with the same placeholders', (_key, texts) => {
    expect(texts.de.trim()).not.toBe('');
    expect(texts.en.trim()).not.toBe('');
    expect(placeholders(texts.de)).toEqual(placeholders(texts.en));
  });

  it('fills placeholders in the asker language', () => {
    expect(phrase('andMore', 'de', { count: 3 })).toBe('… und 3 weitere.');
    expect(phrase('andMore', 'en', { count: 3 })).toBe('… and 3 more.');
  });
});
