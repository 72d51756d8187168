import { describe, expect, it } from 'vitest';
import { ALL_LOCATIONS, parseRegisterChoice, registerSearch } from './register-choice';

describe('the register filter in the URL (REG-7)', () => {
  it("starts at the layout's selected location when the URL names none", () => {
    expect(parseRegisterChoice({}, 'loc-plant')).toEqual({ location: 'loc-plant', storageClass: undefined });
    expect(parseRegisterChoice(undefined, undefined)).toEqual({ location: undefined, storageClass: undefined });
  });

  it('a location or "all" in the URL wins over the selected location', () => {
    expect(parseRegisterChoice({ location: 'loc-store' }, 'loc-plant').location).toBe('loc-store');
    expect(parseRegisterChoice({ location: ALL_LOCATIONS }, 'loc-plant').location).toBeUndefined();
  });

  it('reads a storage class the router parsed as a number, and ignores what it cannot use', () => {
    expect(parseRegisterChoice({ class: 3 }, undefined).storageClass).toBe('3');
    expect(parseRegisterChoice({ class: '6.1A' }, undefined).storageClass).toBe('6.1A');
    expect(parseRegisterChoice({ class: '', location: ['x'] }, undefined)).toEqual({
      location: undefined,
      storageClass: undefined,
    });
  });

  it('writes the location always (or "all"), the class only when chosen', () => {
    expect(registerSearch({ location: undefined, storageClass: undefined })).toEqual({ location: 'all' });
    expect(registerSearch({ location: 'loc-plant', storageClass: '8B' })).toEqual({
      location: 'loc-plant',
      class: '8B',
    });
  });
});
