import { describe, expect, it, vi } from 'vitest';
import { contact } from '../../../shared/entities/contact';
import { department } from '../../../shared/entities/department';
import { workEquipment } from '../../../shared/entities/work-equipment';
import { enumLookups } from './enum-lookup';
import { type PlanContext, planImport } from './import-plan';
import { indexReferences } from './reference-index';
import type { Sheet } from './sheet';
import { buildLanguages } from './test-languages';

const languages = buildLanguages('de');

function buildContext(overrides: Partial<PlanContext> = {}): PlanContext {
  return {
    languages,
    enumCodes: enumLookups(languages),
    date1904: false,
    references: indexReferences([{ id: 'loc-ma', type: 'LOCATION', data: { name: 'Werk Mannheim' } }]),
    existing: new Map([['con-lenz', { name: 'Lenz GmbH', phone: '0621 1' }]]),
    mayUpdate: true,
    ...overrides,
  };
}

const sheet = (...rows: (string | number)[][]): Sheet => ({ rows, date1904: false });

describe('import plan', () => {
  it('marks each row new, update, unchanged or error, with the registry message at the cell', () => {
    const plan = planImport(
      contact,
      sheet(
        ['Name', 'Telefon', 'Lieblingsfarbe', 'ID'],
        ['Acme AG', '0621 2', 'blau', ''],
        ['', '0621 3', '', ''],
        [],
        ['Lenz GmbH', '0621 9', '', 'con-lenz'],
        ['Lenz GmbH', '0621 1', '', 'con-lenz'],
        ['Unbekannt', '', '', 'con-none'],
      ),
      buildContext(),
    );
    expect(plan.rows.map((row) => [row.line, row.status])).toEqual([
      [2, 'new'],
      [3, 'error'],
      [5, 'update'],
      [6, 'error'],
      [7, 'error'],
    ]);
    expect(plan.counts).toEqual({ new: 1, update: 1, unchanged: 0, error: 3 });
    expect(plan.rows[0]?.data).toEqual({ name: 'Acme AG', phone: '0621 2' });
    expect(plan.rows[1]?.problems).toEqual([{ column: 0, field: undefined, message: { id: 'validation.required' } }]);
    expect(plan.rows[2]?.data).toEqual({ phone: '0621 9' });
    expect(plan.rows[3]?.problems.map((problem) => [problem.column, languages[0]?._(problem.message)])).toEqual([
      [3, 'Eine frühere Zeile hat dieselbe ID'],
    ]);
    expect(plan.rows[4]?.problems[0]?.column).toBe(3);
  });

  it('says "unchanged" when an ID row holds the stored values, and clears a field whose cell is emptied', () => {
    const plan = planImport(
      contact,
      sheet(['ID', 'Name', 'Telefon'], ['con-lenz', 'Lenz GmbH', '0621 1'], ['con-lenz', 'Lenz GmbH', '']),
      buildContext({ existing: new Map([['con-lenz', { name: 'Lenz GmbH', phone: '0621 1' }]]) }),
    );
    expect(plan.rows[0]?.status).toBe('unchanged');
    expect(plan.rows[1]?.status).toBe('error');
    const single = planImport(contact, sheet(['ID', 'Name', 'Telefon'], ['con-lenz', 'Lenz GmbH', '']), buildContext());
    expect(single.rows[0]).toMatchObject({ status: 'update', id: 'con-lenz', data: { phone: null } });
  });

  it('names a required field without a column by its label, and refuses updates without the grant', () => {
    const plan = planImport(department, sheet(['Name'], ['Lager']), buildContext());
    expect(plan.rows[0]?.problems).toEqual([
      { column: undefined, field: department.fields.parent?.label, message: { id: 'validation.required' } },
    ]);
    const refused = planImport(
      contact,
      sheet(['ID', 'Name'], ['con-lenz', 'Lenz AG']),
      buildContext({ mayUpdate: false }),
    );
    expect(refused.rows[0]?.status).toBe('error');
  });

  it('looks up the labels of an enum column once for the file, not once per row', () => {
    const translations = (rows: number) => {
      const counted = buildLanguages('de');
      const spies = counted.map((i18n) => vi.spyOn(i18n, '_'));
      const cells = Array.from({ length: rows }, (_, row) => [`Gerät ${row}`, 'Maschine']);
      const plan = planImport(
        workEquipment,
        sheet(['Name', 'Art des Arbeitsmittels'], ...cells),
        buildContext({ languages: counted, enumCodes: enumLookups(counted) }),
      );
      expect(plan.rows.every((row) => row.data.workEquipmentType === 'MACHINE')).toBe(true);
      return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    };
    expect(translations(40)).toBe(translations(1));
  });
});
