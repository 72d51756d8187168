import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { workEquipment } from './work-equipment';

const buildWorkEquipment = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gabelstapler 3',
  workEquipmentType: 'MACHINE',
  department: 'dep-1',
  responsible: 'emp-1',
  ...overrides,
});

describe('work equipment (domain.md §5: name, department, responsible, type)', () => {
  it('accepts work equipment with name, type, department and responsible', () => {
    expect(validateDocument(workEquipment, buildWorkEquipment()).ok).toBe(true);
  });

  it('refuses work equipment without name, type, department or responsible, naming each field', () => {
    const result = validateDocument(workEquipment, {});
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'name', message: 'validation.required' },
      { path: 'workEquipmentType', message: 'validation.required' },
      { path: 'department', message: 'validation.required' },
      { path: 'responsible', message: 'validation.required' },
    ]);
  });

  it('refuses a type outside the list', () => {
    const result = validateDocument(workEquipment, buildWorkEquipment({ workEquipmentType: 'VEHICLE' }));
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'workEquipmentType', message: 'validation.invalid' }]);
  });

  it('accepts work equipment with every field filled', () => {
    const full = buildWorkEquipment({
      workEquipmentType: 'MONITORING_REQUIRED_FACILITY',
      building: 'Halle 2',
      number: 'AM-0815',
      manufacturer: 'Linde',
      manufacturerNumber: 'H25T-394',
      constructionDate: '2019-06-01',
    });
    expect(validateDocument(workEquipment, full)).toEqual({ ok: true, data: full });
  });

  it('is placed by its department', () => {
    expect(workEquipment.scope.fields).toEqual(['department']);
  });
});
