import { describe, expect, it } from 'vitest';
import { lacksEmkgRating } from './emkg-inputs';

const acetone = { name: 'Aceton', hazardStatements: ['H225'], phase: 'LIQUID' };

describe('CMP-3 missing EMKG rating', () => {
  it('an activity whose stored rating is complete has one', () => {
    expect(lacksEmkgRating({ emkgInhalation: 'M2', emkgComplete: true }, acetone)).toBe(false);
  });

  it('an activity whose stored rating waits for data lacks one, whatever levels it stores', () => {
    expect(lacksEmkgRating({ emkgEyes: 'M2', emkgComplete: false }, acetone)).toBe(true);
  });

  it('an activity without a stored rating lacks one (not yet rated by the server)', () => {
    expect(lacksEmkgRating({}, acetone)).toBe(true);
  });

  it('an activity whose substance is unknown (none, deleted or not readable) lacks a rating', () => {
    expect(lacksEmkgRating({ emkgComplete: true }, undefined)).toBe(true);
  });
});
