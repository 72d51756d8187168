import { describe, expect, it, vi } from 'vitest';
import * as statements from '../../../shared/catalogs/statement-catalog';
import { contact } from '../../../shared/entities/contact';
import { department } from '../../../shared/entities/department';
import { employee } from '../../../shared/entities/employee';
import { workEquipment } from '../../../shared/entities/work-equipment';
import { enumLookups } from './enum-lookup';
import { type PlanContext, planImport } from './import-plan';
import { indexReferences } from './reference-index';
import type { Sheet } from './sheet';
import { buildLanguages } from './test-languages';
import { rowsToWrite } from './write-import';

const languages = buildLanguages('de');

const ALL = ['CONTACT', 'LOCATION', 'DEPARTMENT', 'EMPLOYEE', 'WORK_EQUIPMENT'];

function buildContext(overrides: Partial<PlanContext> = {}): PlanContext {
  let made = 0;
  return {
    languages,
    enumCodes: enumLookups(languages),
    statements,
    date1904: false,
    references: indexReferences([{ id: 'loc-ma', type: 'LOCATION', data: { name: 'Werk Mannheim' } }]),
    existing: new Map([['con-lenz', { type: 'CONTACT', data: { name: 'Lenz GmbH', phone: '0621 1' } }]]),
    mayCreate: new Set(ALL),
    mayUpdate: new Set(ALL),
    newId: () => `new-${++made}`,
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
      buildContext(),
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
      buildContext({ mayUpdate: new Set() }),
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

  it('resolves a reference to a new row of the same file by its name and writes that row first', () => {
    const plan = planImport(
      department,
      sheet(
        ['Typ', 'Name', 'Übergeordnet (Standort oder Abteilung)'],
        ['Abteilung', 'Lager Ost', 'Werk Ost'],
        ['Standort', 'Werk Ost', ''],
        ['', 'Versand Ost', 'lager ost'],
        ['', 'Büro', 'Werk Mannheim'],
      ),
      buildContext(),
    );
    expect(plan.counts).toEqual({ new: 4, update: 0, unchanged: 0, error: 0 });
    expect(plan.rows.map(({ line, type, id, data, links }) => ({ line, type, id, data, links }))).toEqual([
      {
        line: 2,
        type: 'DEPARTMENT',
        id: 'new-1',
        data: { name: 'Lager Ost', parent: 'new-2' },
        links: [{ column: 2, line: 3 }],
      },
      { line: 3, type: 'LOCATION', id: 'new-2', data: { name: 'Werk Ost' }, links: [] },
      {
        line: 4,
        type: 'DEPARTMENT',
        id: 'new-3',
        data: { name: 'Versand Ost', parent: 'new-1' },
        links: [{ column: 2, line: 2 }],
      },
      { line: 5, type: 'DEPARTMENT', id: 'new-4', data: { name: 'Büro', parent: 'loc-ma' }, links: [] },
    ]);
    expect(rowsToWrite(plan.rows).map((row) => row.line)).toEqual([3, 2, 4, 5]);
  });

  it("creates an employee's location from the same file, and shows the columns only the location reads", () => {
    const plan = planImport(
      employee,
      sheet(
        ['Typ', 'Vorname', 'Nachname', 'E-Mail', 'Name', 'Standorte'],
        ['Mitarbeiter', 'Mia', 'Wolf', 'mia.wolf@example.com', '', 'Werk Ost; Werk Mannheim'],
        ['Standort', '', '', '', 'Werk Ost', ''],
      ),
      buildContext(),
    );
    expect(plan.rows.map((row) => [row.status, row.type])).toEqual([
      ['new', 'EMPLOYEE'],
      ['new', 'LOCATION'],
    ]);
    expect(plan.rows[0]?.data.locations).toEqual(['new-2', 'loc-ma']);
    expect(plan.rows[0]?.links).toEqual([{ column: 5, line: 3 }]);
    expect(plan.columns.map((column) => column.target.kind)).toEqual([
      'type',
      'field',
      'field',
      'field',
      'field',
      'field',
    ]);
    expect(rowsToWrite(plan.rows).map((row) => row.line)).toEqual([3, 2]);
  });

  it('refuses rows that name a row with errors, rows in a circle, unknown types and types without the grant', () => {
    const messages = (
      row: { problems: readonly { column: number | undefined; message: { id: string } }[] } | undefined,
    ) => row?.problems.map((problem) => [problem.column, languages[0]?._(problem.message)]);
    const plan = planImport(
      department,
      sheet(
        ['Typ', 'Name', 'Übergeordnet (Standort oder Abteilung)', 'Adresse'],
        ['Standort', 'Werk Ost', '', 'a, b, c, d'],
        ['Abteilung', 'Lager Ost', 'Werk Ost', ''],
        ['Abteilung', 'Kreis A', 'Kreis B', ''],
        ['Abteilung', 'Kreis B', 'Kreis A', ''],
        ['Rakete', 'Apollo', '', ''],
        ['Standort', 'Werk Mannheim', '', ''],
        ['Abteilung', 'Halle 1', 'Werk Mannheim', ''],
      ),
      buildContext(),
    );
    expect(plan.rows.map((row) => row.status)).toEqual(['error', 'error', 'error', 'error', 'error', 'new', 'error']);
    expect(messages(plan.rows[1])).toEqual([[2, 'Zeile 2 hat Fehler und wird nicht importiert']]);
    expect(messages(plan.rows[2])).toEqual([[2, 'Zeilen der Datei nennen einander im Kreis (Zeile 5)']]);
    expect(messages(plan.rows[4])).toEqual([[0, 'Unbekannter Typ „Rakete“']]);
    // A new row named like a stored document makes the name ambiguous, as two stored ones do.
    expect(messages(plan.rows[6])?.[0]?.[0]).toBe(2);
    expect(messages(plan.rows[6])?.[0]?.[1]).toMatch(/^2 /);

    const withoutGrant = planImport(
      department,
      sheet(
        ['Typ', 'Name', 'Übergeordnet (Standort oder Abteilung)'],
        ['Standort', 'Werk Ost', ''],
        ['', 'Lager', 'Werk Ost'],
      ),
      buildContext({ mayCreate: new Set(['DEPARTMENT']) }),
    );
    expect(withoutGrant.rows.map((row) => row.status)).toEqual(['error', 'error']);
    expect(messages(withoutGrant.rows[0])).toEqual([[0, 'Sie dürfen keine Dokumente dieses Typs anlegen']]);
  });
});
