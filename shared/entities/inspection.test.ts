import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { inspection } from './inspection';

const buildInspection = (overrides: Record<string, unknown> = {}) => ({
  name: 'Prüfung ortsveränderlicher elektrischer Betriebsmittel',
  storageOrWorkEquipment: 'we-1',
  ...overrides,
});

const evidence = { sha256: 'a'.repeat(64), name: 'pruefprotokoll.pdf', size: 48_213, type: 'application/pdf' };

describe('inspection (domain.md §5: name; work equipment or storage)', () => {
  it('accepts an inspection with name and work equipment or storage', () => {
    expect(validateDocument(inspection, buildInspection()).ok).toBe(true);
  });

  it('refuses an inspection without name or work equipment/storage, naming both fields', () => {
    const result = validateDocument(inspection, { description: '<p>jährlich</p>' });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'storageOrWorkEquipment', message: 'validation.required' },
    ]);
  });

  it('refuses an interval below one month', () => {
    const result = validateDocument(inspection, buildInspection({ inspectionInterval: 0 }));
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'inspectionInterval', message: 'validation.invalid' }]);
  });

  it('accepts an inspection with every field filled', () => {
    const full = buildInspection({
      inspectionBasis: 'BetrSichV § 14, DGUV Vorschrift 3',
      inspectionInterval: 12,
      inspectionType: 'Wiederkehrende Prüfung',
      description: '<p>Sicht- und Messprüfung</p>',
      inspectionEvidence: [evidence],
      inspectionQualification: 'Elektrofachkraft (befähigte Person)',
      inspectionBy: 'contact-1',
      responsible: 'emp-1',
      deficienciesExist: true,
      deficienciesDescription: '<p>Zugentlastung defekt</p>',
      lastInspectionAt: '2024-05-02',
      nextInspectionAt: '2025-05-02',
    });
    expect(validateDocument(inspection, full)).toEqual({ ok: true, data: full });
  });

  it('takes the place of the inspected work equipment or storage', () => {
    expect(inspection.scope.fields).toEqual(['storageOrWorkEquipment']);
  });
});
