import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { contact } from '../../../shared/entities/contact';
import { substance } from '../../../shared/entities/substance';
import { historyLines } from './history-lines';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const anna = { employeeId: 'emp-anna', name: 'Anna Berger' };

describe('history lines', () => {
  it('lists newest first: created, changed fields by their labels in form order, deleted', () => {
    const lines = historyLines(
      [
        {
          version: 1,
          committedAt: '2026-11-01T08:00:00.000Z',
          committedBy: null,
          changedFields: ['name'],
          deleted: false,
        },
        {
          version: 2,
          committedAt: '2026-11-02T09:30:00.000Z',
          committedBy: anna,
          changedFields: ['email', 'name'],
          deleted: false,
        },
        { version: 3, committedAt: '2026-11-03T10:00:00.000Z', committedBy: anna, changedFields: [], deleted: true },
      ],
      contact,
      i18n,
    );
    expect(lines.map((line) => [line.version, line.kind, line.by])).toEqual([
      [3, 'deleted', 'Anna Berger'],
      [2, 'changed', 'Anna Berger'],
      [1, 'created', undefined],
    ]);
    expect(lines[1]?.fields).toEqual(['Name', 'E-mail']);
    expect(lines[2]?.at.toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it('keeps a field the registry no longer knows under its stored name, after the known ones', () => {
    const [line] = historyLines(
      [
        {
          version: 4,
          committedAt: '2026-11-04T10:00:00.000Z',
          committedBy: anna,
          changedFields: ['legacyFax', 'phone'],
          deleted: false,
        },
      ],
      contact,
      i18n,
    );
    expect(line?.fields).toEqual(['Phone', 'legacyFax']);
  });

  it('says what an approval step led to: the changed state with its new value', () => {
    const [line] = historyLines(
      [
        {
          version: 5,
          committedAt: '2026-11-25T10:00:00.000Z',
          committedBy: anna,
          changedFields: ['approvalState', 'approval'],
          deleted: false,
          values: { approvalState: 'SUBSTITUTION_CHECKED' },
        },
      ],
      substance,
      i18n,
    );
    expect(line?.fields).toEqual(['Approval and substitution check', 'Approval → Substitution checked']);
  });
});
