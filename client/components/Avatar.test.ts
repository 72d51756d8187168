import { describe, expect, it } from 'vitest';
import { initials } from './Avatar';

describe('avatar initials', () => {
  it('takes the first letters of the first and last name', () => {
    expect(initials('Anna Berger')).toBe('AB');
    expect(initials('Tom  Krüger')).toBe('TK');
    expect(initials('Lea')).toBe('L');
    expect(initials('  ')).toBe('?');
  });
});
