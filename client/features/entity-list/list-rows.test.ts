import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { contact } from '../../../shared/entities/contact';
import type { Field } from '../../../shared/entities/fields';
import { CONDITION_TYPES, PHASES } from '../../../shared/enums/catalogs';
import { ADR_CLASSES } from '../../../shared/enums/transport';
import { cellText, plainExcerpt } from '../../ui/cell-text';
import { buildRows, columnRanks, columnSpecs, filterRows, sortRows } from './list-rows';

const i18n = setupI18n({ locale: 'de', messages: { de: {} } });
const titles = new Map([['st-1', 'Lager Nord']]);
const context = { i18n, titles };

describe('cell texts', () => {
  const text = (field: Field, value: unknown) => cellText(field, value, context);
  const label = { id: 'x', message: 'X' };

  it('formats the spec cell types', () => {
    expect(text({ kind: 'number', label }, 1234.5)).toBe('1.234,5');
    expect(text({ kind: 'date', label }, '2025-03-07')).toBe('07.03.2025');
    expect(text({ kind: 'date', label, time: true }, '2025-03-07T09:30:00')).toMatch(/^07\.03\.2025, 09:30$/);
    expect(text({ kind: 'enum', label, values: ['OWN_CODE_X'] }, 'OWN_CODE_X')).toBe('OWN_CODE_X');
    expect(text({ kind: 'enum', label, values: CONDITION_TYPES }, 'ANCILLARY_PROVISION')).toBe('Ancillary provision');
    expect(text({ kind: 'enum', label, values: PHASES }, 'GASEOUS')).toBe('Gaseous');
    expect(text({ kind: 'enum', label, values: ADR_CLASSES }, '6.1')).toBe('6.1');
    expect(text({ kind: 'measurement', label, units: ['L'] }, { value: 80, unit: 'L' })).toBe('80 L');
    expect(text({ kind: 'measurement', label, units: ['MG_PER_M3'] }, { value: 2, unit: 'MG_PER_M3' })).toBe('2 mg/m³');
    expect(text({ kind: 'reference', label, to: ['STORAGE'], multiple: true }, ['st-1', 'gone'])).toBe('Lager Nord, —');
    expect(text({ kind: 'symbol', label, catalog: 'GHS', multiple: true }, ['GHS02', 'GHS07'])).toBe('GHS02, GHS07');
    expect(text({ kind: 'file', label, multiple: true }, [{ name: 'a.pdf' }, { name: 'b.jpg' }])).toBe('a.pdf, b.jpg');
    expect(text({ kind: 'keyedList', label, fields: {} }, [{ id: '1' }, { id: '2' }])).toBe('2');
    expect(
      text(
        { kind: 'address', label, parts: ['street', 'houseNumber', 'zipCode', 'city'] },
        { street: 'Dudenstraße', houseNumber: '44', zipCode: '68167', city: 'Mannheim', country: 'Deutschland' },
      ),
    ).toBe('Dudenstraße 44, 68167 Mannheim');
    expect(text({ kind: 'text', label }, undefined)).toBe('');
  });

  it('shows rich text as a plain excerpt, never as markup', () => {
    expect(plainExcerpt('<p>Giftig &amp; <b>entzündbar</b></p><script>x</script>')).toBe('Giftig & entzündbar x');
    expect(plainExcerpt('a'.repeat(200)).length).toBe(140);
  });
});

describe('list rows', () => {
  const specs = columnSpecs(contact);
  const docs = [
    { id: 'a', pending: false, data: { name: 'Rhein-Neckar Prüfgesellschaft', address: { city: 'Mannheim' } } },
    { id: 'b', pending: true, data: { name: 'Stapler-Service', address: { city: 'München' } } },
    { id: 'c', pending: false, data: { name: 'Vorderpfalz Entsorgung', phone: '+49 6232' } },
  ];
  const rows = buildRows(docs, specs, context);

  it('takes the columns from the registry, title first', () => {
    expect(specs.map((spec) => spec.column.field)).toEqual(['name', 'address', 'phone', 'email']);
  });

  it('searches the visible columns only, folding umlauts', () => {
    expect(filterRows(rows, ['name', 'address'], 'muenchen').map((row) => row.id)).toEqual(['b']);
    expect(filterRows(rows, ['name'], 'muenchen')).toEqual([]);
    expect(filterRows(rows, ['name'], 'pruefgesellschaft').map((row) => row.id)).toEqual(['a']);
  });

  it('sorts both ways with empty cells last', () => {
    const ids = (field: string, direction: 'asc' | 'desc', subset = rows) =>
      sortRows(subset, columnRanks(rows, field, 'de'), direction).map((row) => row.id);
    expect(ids('name', 'desc')).toEqual(['c', 'b', 'a']);
    expect(ids('phone', 'asc')).toEqual(['c', 'a', 'b']);
    expect(ids('phone', 'desc')).toEqual(['c', 'a', 'b']);
    expect(
      ids(
        'name',
        'asc',
        [rows[2], rows[0]].filter((row) => row !== undefined),
      ),
    ).toEqual(['a', 'c']);
  });

  it('ranks a column by German collation once per rows; equal cells share a rank and keep their order', () => {
    const cities = buildRows(
      [
        { id: 'w', pending: false, data: { name: 'Würzburg' } },
        { id: 'a', pending: false, data: { name: 'Aachen' } },
        { id: 'u', pending: false, data: { name: 'Ulm' } },
        { id: 'w2', pending: false, data: { name: 'wurzburg' } },
        { id: 'z', pending: false, data: { name: 'Zwickau 10' } },
        { id: 'z2', pending: false, data: { name: 'Zwickau 9' } },
      ],
      specs,
      context,
    );
    const ranks = columnRanks(cities, 'name', 'de');
    expect(columnRanks(cities, 'name', 'de')).toBe(ranks);
    expect(Object.fromEntries(ranks)).toEqual({ a: 0, u: 1, w: 2, w2: 2, z2: 4, z: 5 });
    expect(sortRows(cities, ranks, 'desc').map((row) => row.id)).toEqual(['z', 'z2', 'w', 'w2', 'u', 'a']);
  });

  it('orders exactly as the collator does, also where quick keys would not (punctuation, symbols, long numbers)', () => {
    const pieces = [
      'a',
      'ä',
      'B',
      'ß',
      'ss',
      'o',
      'Ö',
      ' ',
      '-',
      '_',
      '{',
      '~',
      '(',
      '9',
      '10',
      '007',
      'Straße',
      'É',
      '€',
      '1',
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const names = Array.from({ length: 400 }, () =>
      Array.from({ length: 1 + Math.floor(random() * 4) }, () => pieces[Math.floor(random() * pieces.length)]).join(''),
    );
    names.push('x'.repeat(3) + '9'.repeat(30), 'x'.repeat(3) + '1'.repeat(31));
    const many = buildRows(
      names.map((name, index) => ({ id: `r${index}`, pending: false, data: { name } })),
      specs,
      context,
    );
    const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });
    const ranks = columnRanks(many, 'name', 'de');
    const sorted = sortRows(many, ranks, 'asc').map((row) => row.sortKeys.name as string);
    for (let index = 1; index < sorted.length; index += 1) {
      expect(collator.compare(sorted[index - 1] as string, sorted[index] as string)).toBeLessThanOrEqual(0);
    }
    const plain = many.toSorted((a, b) => collator.compare(a.sortKeys.name as string, b.sortKeys.name as string));
    for (const [position, row] of plain.entries()) {
      const first = plain.findIndex(
        (other) => collator.compare(other.sortKeys.name as string, row.sortKeys.name as string) === 0,
      );
      expect(ranks.get(row.id)).toBe(first);
      expect(position).toBeGreaterThanOrEqual(first);
    }
  });

  it('ranks German cells by quick keys where they agree with the collator', () => {
    const german = buildRows(
      ['Straße 2', 'Strasse 10', 'Äpfel', 'apfel', 'Öl', 'Ofen', 'Halle 9', 'Halle 10'].map((name, index) => ({
        id: `g${index}`,
        pending: false,
        data: { name },
      })),
      specs,
      context,
    );
    const order = sortRows(german, columnRanks(german, 'name', 'de'), 'asc').map((row) => row.sortKeys.name);
    expect(order).toEqual(['Äpfel', 'apfel', 'Halle 9', 'Halle 10', 'Ofen', 'Öl', 'Straße 2', 'Strasse 10']);
  });
});
