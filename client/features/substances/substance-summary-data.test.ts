import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplicaDb } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';
import { substanceSummaryData } from './substance-summary-data';

const FRAME = { company: 'Acme Chemie GmbH', createdAt: new Date(2026, 2, 14, 10, 5) };
let count = 0;
let db: ReplicaDb;

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('substanceSummaryData', () => {
  it('names the storages, their departments and the components from the replica, and the revision', async () => {
    count += 1;
    db = new ReplicaDb(`sorgfalt:substance-summary:${count}`);
    await createDocument(db, 'DEPARTMENT', { name: 'Logistik', parent: 'loc-mannheim' }, 'dep-log');
    await createDocument(
      db,
      'STORAGE',
      { name: 'Gefahrstofflager Halle 3', department: 'dep-log', responsible: 'emp-anna' },
      'st-store',
    );
    const stored = [{ id: 'x', storage: 'st-store', quantity: { value: 800, unit: 'L' } }];
    await createDocument(db, 'SUBSTANCE', { name: 'Aceton', storageLocations: stored }, 'sub-acetone');
    const doc = await createDocument(
      db,
      'SUBSTANCE',
      {
        name: 'Anlagenreiniger R 40',
        storageLocations: [
          { id: 'a', storage: 'st-store', quantity: { value: 200, unit: 'L' } },
          { id: 'b', storage: 'st-elsewhere', quantity: { value: 5, unit: 'L' } },
        ],
        composition: [{ id: 'c', component: 'sub-acetone', proportion: 60 }],
      },
      'sub-cleaner',
    );
    if (!doc) throw new Error('not created');

    const summary = await substanceSummaryData(db, doc, FRAME);
    expect(summary.title).toBe('Anlagenreiniger R 40');
    expect(summary.revision).toEqual({ version: 0, pending: true });
    expect(summary.company).toBe('Acme Chemie GmbH');
    expect(summary.data).toBe(doc.data);
    expect(summary.departments).toEqual(new Map([['st-store', 'dep-log']]));
    // A storage this device does not know has no title; the report prints a dash for it.
    expect(summary.titles).toEqual(
      new Map([
        ['st-store', 'Gefahrstofflager Halle 3'],
        ['sub-acetone', 'Aceton'],
        ['dep-log', 'Logistik'],
      ]),
    );
  });
});
