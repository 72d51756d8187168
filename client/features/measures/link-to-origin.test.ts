import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplicaDb } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';
import { linkMeasureToOrigin } from './link-to-origin';

const INSPECTION = {
  name: 'Begehung Halle 4',
  inspectionAt: '2025-03-04T08:00:00.000Z',
  participants: ['acme-emp-anna'],
  recordingClerk: 'acme-emp-anna',
  inspectedEntities: ['acme-loc-mannheim'],
};
const ID = '6f1f8f44-3a4e-4c61-9d0c-4a3f0c1d2e02';
let count = 0;
let db: ReplicaDb;

async function open(): Promise<ReplicaDb> {
  count += 1;
  db = new ReplicaDb(`sorgfalt:link-to-origin:${count}`);
  return db;
}

const measuresOf = async () => (await db.view.get(ID))?.data.measures;

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('linkMeasureToOrigin', () => {
  it('appends the measure to the inspection once, through the outbox', async () => {
    await open();
    await createDocument(db, 'SITE_INSPECTION', { ...INSPECTION, measures: ['measure-a'] }, ID);
    await linkMeasureToOrigin(db, ID, 'measure-b');
    await linkMeasureToOrigin(db, ID, 'measure-b');
    expect(await measuresOf()).toEqual(['measure-a', 'measure-b']);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => entry.op)).toEqual(['create', 'patch']);
  });

  it('starts the list of an inspection without measures', async () => {
    await open();
    await createDocument(db, 'SITE_INSPECTION', INSPECTION, ID);
    await linkMeasureToOrigin(db, ID, 'measure-b');
    expect(await measuresOf()).toEqual(['measure-b']);
  });

  it('adds the measure to a permit, which keeps a list of measures too', async () => {
    await open();
    await createDocument(db, 'PERMIT', { name: 'Erlaubnis Tanklager', storageOrWorkEquipment: 'st-1' }, ID);
    await linkMeasureToOrigin(db, ID, 'measure-b');
    expect(await measuresOf()).toEqual(['measure-b']);
  });

  it('leaves documents without a list of measures and unknown documents alone', async () => {
    await open();
    await createDocument(db, 'CONTACT', { name: 'Lieferant' }, ID);
    await linkMeasureToOrigin(db, ID, 'measure-b');
    await linkMeasureToOrigin(db, 'not-here', 'measure-b');
    expect((await db.view.get(ID))?.data.measures).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });
});
