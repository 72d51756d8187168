import { describe, expect, it } from 'vitest';
import { PHRASES, type PhraseKey, phrase } from './phrases';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

describe('assistant phrases', () => {
  it.each(Object.entries(PHRASES))('%s has a German text that fills the same placeholders', (key, descriptor) => {
    const values = Object.fromEntries(placeholders(descriptor.message).map((name) => [name, `<${name}>`]));
    const german = phrase(key as PhraseKey, 'de', values);
    expect(german).not.toBe(phrase(key as PhraseKey, 'en', values));
    for (const value of Object.values(values)) expect(german).toContain(value);
    expect(german).not.toMatch(/\{\w+\}/);
  });

  it('fills placeholders in the asker language', () => {
    expect(phrase('andMore', 'de', { count: 3 })).toBe('… und 3 weitere.');
    expect(phrase('andMore', 'en', { count: 3 })).toBe('… and 3 more.');
  });
});
