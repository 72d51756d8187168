import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplicaDb } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';
import { usedInGroups } from './used-in-groups';

let db: ReplicaDb;

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('the used-in look-up on a large replica', () => {
  it('REF-4 reads the referring documents through the index of references, on a replica of 6,000 documents', async () => {
    db = new ReplicaDb('sorgfalt:used-in:large');
    const target = 'we-target';
    const rows = Array.from({ length: 6000 }, (_, index) => {
      const refersToTarget = index % 200 === 0;
      return {
        id: `insp-${index}`,
        type: 'INSPECTION',
        version: 1,
        data: { name: `Prüfung ${index}`, storageOrWorkEquipment: refersToTarget ? target : `we-${index}` },
        pending: false,
        title: `prüfung ${index}`,
        refs: [refersToTarget ? target : `we-${index}`],
      };
    });
    await db.view.bulkPut(rows);
    await createDocument(db, 'PERMIT', { name: 'Erlaubnis', storageOrWorkEquipment: target });
    const started = performance.now();
    const referring = await db.view.where('refs').equals(target).toArray();
    const groups = usedInGroups(target, referring, () => true);
    const elapsed = performance.now() - started;
    expect(groups.map((group) => [group.entity.type, group.items.length])).toEqual([
      ['INSPECTION', 30],
      ['PERMIT', 1],
    ]);
    console.info(`used-in of one document among 6,001: ${elapsed.toFixed(1)} ms`);
  });
});
