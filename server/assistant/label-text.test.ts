import { describe, expect, it } from 'vitest';
import { measure } from '../../shared/entities/measure';
import { labelText } from './label-text';

describe('labelText', () => {
  it('gives shared labels in German and English from the compiled catalogs', () => {
    expect(labelText(measure.fields.deadlineAt.label, 'de')).toBe('Frist');
    expect(labelText(measure.fields.deadlineAt.label, 'en')).toBe('Deadline');
  });

  it('falls back to the English message for a label the catalogs lack', () => {
    expect(labelText({ id: 'no.such.label', message: 'Fallback' }, 'de')).toBe('Fallback');
  });
});
