import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { maintenance } from './maintenance';

const buildMaintenance = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jahreswartung Druckluftkompressor',
  storageOrWorkEquipment: 'we-7',
  ...overrides,
});

const buildEmbeddedMeasure = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sicherheitsventil tauschen',
  measureType: 'TECHNICAL',
  responsible: 'emp-1',
  isDone: false,
  isRecurring: false,
  ...overrides,
});

describe('maintenance (domain.md §5: name; work equipment or storage)', () => {
  it('accepts a maintenance with name and work equipment or storage', () => {
    expect(validateDocument(maintenance, buildMaintenance()).ok).toBe(true);
  });

  it('refuses a maintenance without name or work equipment/storage, naming both fields', () => {
    const result = validateDocument(maintenance, { maintenanceType: 'PREVENTIVE' });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'storageOrWorkEquipment', message: 'validation.required' },
    ]);
  });

  it('refuses a reference that is not an id', () => {
    const result = validateDocument(maintenance, buildMaintenance({ storageOrWorkEquipment: 'we 7/…' }));
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'storageOrWorkEquipment', message: 'validation.invalid' }]);
  });

  it('FAC-5 holds no embedded measure any more: its measures are measure documents naming it as origin', () => {
    const result = validateDocument(maintenance, buildMaintenance({ measure: buildEmbeddedMeasure() }));
    expect(result.ok).toBe(false);
  });

  it('refuses two repairs with the same id', () => {
    const repairs = [
      { id: 'r1', name: 'Ventil' },
      { id: 'r1', name: 'Riemen' },
    ];
    const result = validateDocument(maintenance, buildMaintenance({ repairs }));
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'repairs', message: 'validation.duplicateItem' }]);
  });

  it('accepts a maintenance with every field filled', () => {
    const full = buildMaintenance({
      maintenanceType: 'PREDETERMINED',
      maintenanceBasis: 'Herstellervorgabe, BetrSichV',
      maintenanceInterval: 12,
      description: '<p>Öl, Filter, Riemen</p>',
      maintenanceEvidence: [{ sha256: 'd'.repeat(64), name: 'wartung.pdf', size: 30_000, type: 'application/pdf' }],
      maintenanceBy: 'contact-3',
      responsible: 'emp-2',
      deficienciesExist: true,
      lastMaintenanceAt: '2024-11-04',
      nextMaintenanceAt: '2025-11-04',
      repairs: [{ id: 'r1', order: 0, name: 'Sicherheitsventil', deficiencies: '<p>undicht</p>' }],
    });
    expect(validateDocument(maintenance, full)).toEqual({ ok: true, data: full });
  });
});
