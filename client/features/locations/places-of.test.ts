import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationsOf } from '../../../shared/entities/document-places';
import { ReplicaDb, type ViewDoc } from '../../sync/replica-db';
import { placesOf } from './places-of';

let db: ReplicaDb;

afterEach(async () => {
  vi.restoreAllMocks();
  db.close();
  await db.delete();
});

function row(id: string, type: string, data: Record<string, unknown>): ViewDoc {
  return { id, type, version: 1, data, pending: false, title: id, refs: [] };
}

describe('the places of a list’s rows, read by id (MEA-4)', () => {
  it('follows each row up to its location through origins and departments, and reads nothing else of the replica', async () => {
    db = new ReplicaDb('sorgfalt:places-of');
    const unrelated = Array.from({ length: 3000 }, (_, index) =>
      row(`sub-${index}`, 'SUBSTANCE', { name: `Stoff ${index}` }),
    );
    await db.view.bulkPut([
      ...unrelated,
      row('loc-north', 'LOCATION', { name: 'Werk Nord' }),
      row('loc-south', 'LOCATION', { name: 'Werk Süd' }),
      row('dep-hall', 'DEPARTMENT', { name: 'Halle', parent: 'loc-north' }),
      row('dep-yard', 'DEPARTMENT', { name: 'Hof', parent: 'dep-hall' }),
      row('si-yard', 'SITE_INSPECTION', { name: 'Begehung Hof', inspectedEntities: ['dep-yard'] }),
      // A cycle of departments ends where it closes.
      row('dep-a', 'DEPARTMENT', { name: 'A', parent: 'dep-b' }),
      row('dep-b', 'DEPARTMENT', { name: 'B', parent: 'dep-a' }),
    ]);
    const measures = [
      { id: 'mea-yard', type: 'MEASURE', data: { name: 'Geländer', origin: 'si-yard' } },
      { id: 'mea-cycle', type: 'MEASURE', data: { name: 'Kreis', origin: 'dep-a' } },
      { id: 'mea-loose', type: 'MEASURE', data: { name: 'Ohne Herkunft' } },
    ];
    const bulkGet = vi.spyOn(db.view, 'bulkGet');
    const toArray = vi.spyOn(db.view, 'toArray');
    const placed = await placesOf(db, measures, ['loc-south']);
    expect([...placed.keys()].sort()).toEqual([
      'dep-a',
      'dep-b',
      'dep-hall',
      'dep-yard',
      'loc-north',
      'loc-south',
      'mea-cycle',
      'mea-loose',
      'mea-yard',
      'si-yard',
    ]);
    expect(toArray).not.toHaveBeenCalled();
    expect(bulkGet.mock.calls.flatMap(([ids]) => ids).filter((id) => String(id).startsWith('sub-'))).toEqual([]);
    const lookup = (id: string) => placed.get(id);
    expect([...locationsOf('mea-yard', lookup)]).toEqual(['loc-north']);
    expect([...locationsOf('mea-cycle', lookup)]).toEqual([]);
    expect(placed.get('loc-south')?.data.name).toBe('Werk Süd');
  });
});
