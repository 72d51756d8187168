import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplicaDb } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';
import { instructionPrintData } from './print-data';
import { isInstructionKind } from './print-sections';

const FRAME = { company: 'Acme Chemie GmbH', createdAt: new Date(2026, 10, 25), origin: 'https://sorgfalt.example' };
let count = 0;
let db: ReplicaDb;

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('instructionPrintData (OI-PRINT-1, OI-PRINT-5)', () => {
  it('names what the instruction refers to from the replica and links to the instruction in the app', async () => {
    count += 1;
    db = new ReplicaDb(`sorgfalt:instruction-print:${count}`);
    const stored = [{ id: 'x', storage: 'st-store', quantity: { value: 800, unit: 'L' } }];
    await createDocument(db, 'SUBSTANCE', { name: 'Aceton', storageLocations: stored }, 'sub-acetone');
    await createDocument(db, 'DEPARTMENT', { name: 'Abfüllung', parent: 'loc-mannheim' }, 'dep-filling');
    await createDocument(
      db,
      'EMPLOYEE',
      { firstName: 'Julia', lastName: 'Schneider', email: 'j@example.com' },
      'emp-j',
    );
    const doc = await createDocument(
      db,
      'SUBSTANCE_INSTRUCTION',
      {
        name: 'Betriebsanweisung Aceton',
        target: 'sub-acetone',
        substances: ['sub-acetone'],
        workEnvironments: ['dep-filling', 'dep-unknown'],
        responsible: 'emp-j',
      },
      'si/ä 1',
    );
    if (!doc || !isInstructionKind(doc.type)) throw new Error('not created');

    const print = await instructionPrintData(db, { ...doc, type: doc.type }, FRAME);
    expect(print.kind).toBe('SUBSTANCE_INSTRUCTION');
    expect(print.revision).toEqual({ version: 0, pending: true });
    expect(print.data).toBe(doc.data);
    expect(print.link).toBe('https://sorgfalt.example/substance_instructions/si%2F%C3%A4%201');
    // A work area this device does not know has no title; the document prints a dash for it.
    expect(print.titles).toEqual(
      new Map([
        ['sub-acetone', 'Aceton'],
        ['dep-filling', 'Abfüllung'],
        ['emp-j', 'Julia Schneider'],
      ]),
    );
  });
});
