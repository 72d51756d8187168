/** Test data for the EMKG tests: an activity and a substance as stored, with only what a test needs. */
import type { DocumentData } from '../../entities/entity';

export const QUANTITY = {
  SMALL: { value: 500, unit: 'G' },
  MEDIUM: { value: 20, unit: 'L' },
  LARGE: { value: 2, unit: 'T' },
} as const;

export const DUSTINESS = { LOW: 'GRANULES', MEDIUM: 'GRAINY', HIGH: 'FINELY_POWDERED' } as const;
export const BOILING_POINT = { LOW: 200, MEDIUM: 100, HIGH: 30 } as const;

export type Size = keyof typeof QUANTITY;
export type Release = keyof typeof DUSTINESS;
export type Form = 'SOLID' | 'LIQUID';

export function buildActivity(overrides: DocumentData = {}): DocumentData {
  return { name: 'Activity', substance: 'sub-1', ...overrides };
}

export function buildSubstance(overrides: DocumentData = {}): DocumentData {
  return { name: 'Substance', ...overrides };
}

/** An activity and substance in the given matrix cell: quantity group, release group, form. */
export function cellCase(statements: readonly string[], size: Size, release: Release, form: Form) {
  const activity = buildActivity({
    exposition: { substanceQuantity: QUANTITY[size] },
    ...(form === 'SOLID' ? { releaseGroup: DUSTINESS[release] } : {}),
  });
  const substance = buildSubstance({
    hazardStatements: [...statements],
    phase: form,
    ...(form === 'LIQUID' ? { boilingPoint: { value: BOILING_POINT[release], unit: 'C' } } : {}),
  });
  return { activity, substance };
}
