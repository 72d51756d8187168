import { describe, expect, it } from 'vitest';
import { measure } from '../../shared/entities/measure';
import { labelText, parsePo } from './label-text';

describe('labelText', () => {
  it('reads msgid and msgstr pairs with continuation lines and escapes', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: de\\n"',
      '',
      'msgid "a.b"',
      'msgstr ""',
      '"Zwei "',
      '"\\"Zeilen\\""',
    ].join('\n');
    expect(parsePo(po)).toEqual(new Map([['a.b', 'Zwei "Zeilen"']]));
  });

  it('gives shared labels in German from the client catalog and in English from the descriptor', () => {
    expect(labelText(measure.fields.deadlineAt.label, 'de')).toBe('Frist');
    expect(labelText(measure.fields.deadlineAt.label, 'en')).toBe('Deadline');
    expect(labelText({ id: 'no.such.label', message: 'Fallback' }, 'de')).toBe('Fallback');
  });
});
