import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplicaDb } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';
import { personalReasonCheck } from './personal-reason-check';

const ASSESSMENT = 'ra-saw';
const RULE = 'rule.riskAssessment.personalMeasuresReason';
let count = 0;
let db: ReplicaDb;

const measureOf = (measureType: string, originRisk = 'r-cut') => ({
  name: `Maßnahme ${measureType}`,
  origin: ASSESSMENT,
  originRisk,
  instructionKey: 'measures',
  measureType,
  responsible: 'emp-1',
  isDone: false,
  isRecurring: false,
});

async function open(risks: readonly Record<string, unknown>[]): Promise<void> {
  count += 1;
  db = new ReplicaDb(`sorgfalt:personal-reason-check:${count}`);
  await createDocument(
    db,
    'RISK_ASSESSMENT',
    { name: 'GBU Kreissäge', storageOrWorkEquipments: ['we-saw'], risks: [...risks] },
    ASSESSMENT,
  );
  await createDocument(db, 'MEASURE', measureOf('TECHNICAL'), 'm-hood');
  await createDocument(db, 'MEASURE', measureOf('PERSONAL'), 'm-gloves');
}

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('personalReasonCheck (RA-7 in the generic measure form)', () => {
  it('refuses on its type a technical measure made personal that leaves its risk with personal measures only', async () => {
    await open([{ id: 'r-cut', name: 'Schnittverletzung' }]);
    expect(await personalReasonCheck(db, { id: 'm-hood', data: measureOf('PERSONAL') })).toEqual([
      { path: 'measureType', message: RULE },
    ]);
  });

  it('accepts it when the risk gives its reason, or other measures of the risk are not personal', async () => {
    await open([{ id: 'r-cut', name: 'Schnittverletzung', personalMeasuresReason: 'Sägeblatt muss frei laufen' }]);
    expect(await personalReasonCheck(db, { id: 'm-hood', data: measureOf('PERSONAL') })).toEqual([]);
    await createDocument(db, 'MEASURE', measureOf('ORGANIZATIONAL', 'r-noise'), 'm-break');
    expect(await personalReasonCheck(db, { id: 'm-new', data: measureOf('PERSONAL', 'r-noise') })).toEqual([]);
  });

  it('leaves a save that changes neither type nor risk, and measures of no assessment, alone', async () => {
    await open([{ id: 'r-cut', name: 'Schnittverletzung' }]);
    expect(await personalReasonCheck(db, { id: 'm-gloves', data: { ...measureOf('PERSONAL'), isDone: true } })).toEqual(
      [],
    );
    const { originRisk: _, instructionKey: __, ...plain } = measureOf('PERSONAL');
    expect(await personalReasonCheck(db, { id: 'm-new', data: { ...plain, origin: 'inspection-1' } })).toEqual([]);
  });

  it('refuses a new personal measure as the only measure of a risk without reason', async () => {
    await open([
      { id: 'r-cut', name: 'Schnittverletzung' },
      { id: 'r-noise', name: 'Lärm' },
    ]);
    expect(await personalReasonCheck(db, { id: 'm-new', data: measureOf('PERSONAL', 'r-noise') })).toEqual([
      { path: 'measureType', message: RULE },
    ]);
  });
});
