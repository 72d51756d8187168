import { describe, expect, it } from 'vitest';
import { choiceOf, fieldsOf, obligationsOf, plainText } from './evaluation-state';

describe('evaluation panel state (docs/domain/regulations.md RGL-10, RGL-12)', () => {
  it('reads a stored evaluation as one choice, and writes a choice back as its fields', () => {
    expect(choiceOf({ applicability: 'APPLIES', fulfilment: 'NOT_FULFILLED' })).toBe('NOT_FULFILLED');
    expect(choiceOf({ applicability: 'DOES_NOT_APPLY', fulfilment: 'OPEN' })).toBe('DOES_NOT_APPLY');
    expect(choiceOf({ applicability: 'APPLIES' })).toBeUndefined();
    expect(choiceOf(undefined)).toBeUndefined();
    expect(fieldsOf('OPEN')).toEqual({ applicability: 'APPLIES', fulfilment: 'OPEN' });
    expect(fieldsOf('DOES_NOT_APPLY')).toEqual({ applicability: 'DOES_NOT_APPLY', fulfilment: undefined });
  });

  it('a delivered regulation is evaluated per required action, an individual regulation as a whole', () => {
    const data = {
      requiredActions: [{ id: 'a1', content: '<p>Papiere <b>prüfen</b></p>' }, { id: 'a2' }, { content: 'no id' }],
    };
    expect(obligationsOf('REGULATION', data)).toEqual([
      { action: 'a1', text: 'Papiere prüfen' },
      { action: 'a2', text: '' },
    ]);
    expect(obligationsOf('REGULATION', {})).toEqual([]);
    expect(obligationsOf('INDIVIDUAL_REGULATION', data)).toEqual([{ action: '', text: '' }]);
    expect(plainText('<p>a</p>\n<p>b</p>')).toBe('a b');
  });
});
