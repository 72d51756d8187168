import { describe, expect, it } from 'vitest';
import { changedFields, fromLocalDateTime, issuesAt, issuesByPath, toLocalDateTime, withValue } from './form-values';

describe('form values', () => {
  it('removes empty inputs instead of storing blanks', () => {
    expect(withValue({ name: 'A', phone: '1' }, 'phone', '')).toEqual({ name: 'A' });
    expect(withValue({ name: 'A' }, 'tags', [])).toEqual({ name: 'A' });
    expect(withValue({ name: 'A' }, 'address', { city: '' })).toEqual({ name: 'A' });
    expect(withValue({}, 'active', false)).toEqual({ active: false });
  });

  it('gives only the changed top-level fields, removed ones as null', () => {
    const saved = { name: 'A', phone: '1', address: { city: 'Köln' } };
    expect(changedFields(saved, { name: 'A', address: { city: 'Bonn' } })).toEqual({
      phone: null,
      address: { city: 'Bonn' },
    });
    expect(changedFields(saved, { ...saved })).toEqual({});
  });

  it('groups issues by path and gives a record input the issues below it', () => {
    const issues = issuesByPath([
      { path: 'size', message: 'validation.required' },
      { path: 'size.unit', message: 'validation.invalid' },
      { path: 'name', message: 'validation.required' },
    ]);
    expect(issuesAt(issues, 'size', true)).toEqual(['validation.required', 'validation.invalid']);
    expect(issuesAt(issues, 'size', false)).toEqual(['validation.required']);
  });

  it('turns a datetime-local value into an ISO date-time and back', () => {
    const iso = fromLocalDateTime('2024-05-06T07:08');
    expect(iso).toMatch(/^2024-05-0\dT\d{2}:08:00\.000Z$/);
    expect(toLocalDateTime(iso ?? '')).toBe('2024-05-06T07:08');
    expect(fromLocalDateTime('')).toBeUndefined();
  });
});
