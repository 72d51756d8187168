import { describe, expect, it } from 'vitest';
import { reportEntries, settleReport, storedEntries } from './report-entries';

const SPAN = { from: '2026-01-01', to: '2026-03-31' };
const regulations = [
  {
    id: 'reg-new',
    data: {
      name: 'Neue Verordnung',
      issuedAt: '2026-02-01',
      lastChangeAt: '2026-02-01',
      requiredActions: [{ id: 'a1', tenantIds: [{ id: 't', tenant: 'acme' }], content: 'Umsetzen', remarks: 'Bald' }],
    },
  },
  {
    id: 'reg-changed',
    data: {
      name: 'Arbeitsschutzgesetz',
      issuedAt: '1996-08-07',
      lastChangeAt: '2026-03-31',
      changes: [
        { id: 'c-old', changeAt: '2025-12-31', content: 'Vorher' },
        { id: 'c-2', changeAt: '2026-03-31', content: 'Zweite' },
        { id: 'c-1', changeAt: '2026-01-01', content: 'Erste' },
      ],
    },
  },
  { id: 'reg-quiet', data: { name: 'Unverändert', issuedAt: '2000-01-01', lastChangeAt: '2025-06-01' } },
];

describe('reportEntries (RGL-14)', () => {
  it('lists the regulations issued or changed in the period, by name, with only the changes in it', () => {
    const entries = reportEntries(regulations, SPAN);
    expect(entries.map((entry) => [entry.id, entry.isNew])).toEqual([
      ['reg-changed', false],
      ['reg-new', true],
    ]);
    expect(entries[0]?.changes.map((change) => change.id)).toEqual(['c-1', 'c-2']);
    expect(entries[1]?.requiredActions).toEqual([{ id: 'a1', content: 'Umsetzen', remarks: 'Bald' }]);
    expect(storedEntries({ entries })).toEqual(entries);
  });

  it('lists nothing for a period without changes', () => {
    expect(reportEntries(regulations, { from: '2024-01-01', to: '2024-12-31' })).toEqual([]);
  });
});

describe('settleReport (RGL-15)', () => {
  const asked: string[] = [];
  const source = async (customer: string) => {
    asked.push(customer);
    return regulations;
  };

  it('writes the day and the entries when published, dropping what a device sent', async () => {
    const data = { customer: ' acme ', span: SPAN, isPublished: true, publishedAt: '1999-01-01', entries: [] };
    const settled = await settleReport(undefined, data, '2026-04-02', source);
    expect(asked).toEqual(['acme']);
    expect(settled).toMatchObject({ customer: 'acme', publishedAt: '2026-04-02' });
    expect((settled.entries as unknown[]).length).toBe(2);
  });

  it('keeps a draft without day and entries', async () => {
    const settled = await settleReport(
      undefined,
      { customer: 'acme', span: SPAN, entries: [{}] },
      '2026-04-02',
      source,
    );
    expect(settled).toEqual({ customer: 'acme', span: SPAN });
  });

  it('keeps a published report as it was published', async () => {
    const previous = { customer: 'acme', span: SPAN, isPublished: true, publishedAt: '2026-04-02', entries: [] };
    const changed = {
      ...previous,
      customer: 'nordlicht',
      span: { from: '2020-01-01', to: '2020-12-31' },
      isPublished: false,
    };
    expect(await settleReport(previous, changed, '2026-05-01', source)).toEqual(previous);
  });
});
