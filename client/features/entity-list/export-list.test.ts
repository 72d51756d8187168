import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import * as catalog from '../../../shared/catalogs/statement-catalog';
import type { Field } from '../../../shared/entities/fields';
import { listTable } from './export-list';
import type { ColumnSpec, ListRow } from './list-rows';

const label = { id: 'x', message: 'X' };
const column = (field: string, definition: Field): ColumnSpec => ({
  column: { field, label: { id: `label.${field}`, message: field }, cell: 'symbol', sortable: false },
  field: definition,
});
const columns = [
  column('name', { kind: 'text', label }),
  column('hazardStatements', { kind: 'symbol', label, catalog: 'H_STATEMENT', multiple: true }),
  column('precautionaryStatements', { kind: 'symbol', label, catalog: 'P_STATEMENT', multiple: true }),
  column('ghsSymbols', { kind: 'symbol', label, catalog: 'GHS', multiple: true }),
];
const row: ListRow = {
  id: 'sub-1',
  pending: false,
  data: {
    name: 'Aceton',
    hazardStatements: ['H225', 'H319', 'X123'],
    precautionaryStatements: ['P305+P351+P338'],
    ghsSymbols: ['GHS02', 'GHS07'],
  },
  texts: {
    name: 'Aceton',
    hazardStatements: 'H225, H319, X123',
    precautionaryStatements: 'P305+P351+P338',
    ghsSymbols: 'GHS02, GHS07',
  },
  sortKeys: {},
};

describe('the list export of statement columns', () => {
  it('writes each statement with its official text in the interface language, one a line, in the chosen order', () => {
    const german = setupI18n({ locale: 'de', messages: { de: {} } });
    const { cells } = listTable(german, columns, [row], (code) => catalog.catalogText(code, 'de'));
    expect(cells[0]).toEqual([
      'Aceton',
      'H225 Flüssigkeit und Dampf leicht entzündbar.\nH319 Verursacht schwere Augenreizung.\nX123',
      'P305+P351+P338 BEI KONTAKT MIT DEN AUGEN: Einige Minuten lang behutsam mit Wasser spülen. Eventuell vorhandene Kontaktlinsen nach Möglichkeit entfernen. Weiter spülen.',
      'GHS02, GHS07',
      'sub-1',
    ]);
  });

  it('writes English texts for an English interface', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    const { cells } = listTable(english, columns, [row], (code) => catalog.catalogText(code, 'en'));
    expect(cells[0]?.[1]).toBe('H225 Highly flammable liquid and vapour.\nH319 Causes serious eye irritation.\nX123');
  });

  it('writes the codes as the list shows them when there are no texts', () => {
    const german = setupI18n({ locale: 'de', messages: { de: {} } });
    expect(listTable(german, columns, [row]).cells[0]?.[1]).toBe('H225, H319, X123');
  });
});
