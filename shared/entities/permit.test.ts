import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { permit } from './permit';

const buildPermit = (overrides: Record<string, unknown> = {}) => ({
  name: 'Genehmigung nach § 4 BImSchG',
  storageOrWorkEquipment: 'st-1',
  ...overrides,
});

describe('permit (domain.md §5: name; work equipment or storage)', () => {
  it('accepts a permit with name and work equipment or storage', () => {
    expect(validateDocument(permit, buildPermit()).ok).toBe(true);
  });

  it('refuses a permit without name or work equipment/storage, naming both fields', () => {
    const result = validateDocument(permit, { referenceNumber: 'AZ 1' });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'storageOrWorkEquipment', message: 'validation.required' },
    ]);
  });

  it('accepts a permit with every field filled', () => {
    const full = buildPermit({
      description: '<p>Lagerung entzündbarer Flüssigkeiten</p>',
      referenceNumber: 'AZ 53.1-8851/21',
      approvalDate: '2021-07-14',
      limitedUntil: '2031-07-13',
      files: [{ sha256: 'f'.repeat(64), name: 'bescheid.pdf', size: 2_000_000, type: 'application/pdf' }],
      measures: ['m-1', 'm-2'],
    });
    expect(validateDocument(permit, full)).toEqual({ ok: true, data: full });
  });
});
