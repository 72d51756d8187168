import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { location } from './location';

const buildLocation = (overrides: Record<string, unknown> = {}) => ({ name: 'Werk Nord', ...overrides });

describe('location (domain.md §3 Location)', () => {
  it('accepts a location with a name', () => {
    expect(validateDocument(location, buildLocation()).ok).toBe(true);
  });

  it('refuses a location without a name (the name is its title)', () => {
    const result = validateDocument(location, buildLocation({ name: ' ' }));
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'name', message: 'validation.required' }]);
  });

  it('accepts a location with every field filled', () => {
    const full = buildLocation({
      address: { street: 'Hafenstraße', houseNumber: '12', zipCode: '28217', city: 'Bremen' },
    });
    expect(validateDocument(location, full)).toEqual({ ok: true, data: full });
  });

  it('places itself in the organisation', () => {
    expect(location.scope).toEqual({ self: 'location', fields: [] });
  });
});
