import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ReplicaDb, type ViewDoc } from '../../sync/replica-db';
import { createDocument, InvalidDocumentError, patchDocument } from '../../sync/write-api';
import { deriveDocument } from '../screens';
import { transportDocumentFromDraft } from './derive-document';

const deriveTransportDocument = (db: ReplicaDb, draft: ViewDoc, id: string) =>
  deriveDocument(db, transportDocumentFromDraft, draft, 'DE', id);

const party = (postalName: string) => ({
  postalName,
  street: 'Hafenstraße',
  houseNumber: '1',
  zipCode: '20457',
  city: 'Hamburg',
});

const draftData = {
  name: 'Diesel und Chlor nach Hamburg',
  consignor: party('Acme Chemie GmbH'),
  consignee: party('Werk Hamburg'),
  transporter: party('Nordlicht Spedition'),
  cargo: [
    {
      id: 'line-1',
      name: 'Dieselkraftstoff',
      unNumber: '1202',
      dangerLabels: ['3'],
      transportCategory: 3,
      numberOfItems: 1,
      packaging: 'IBC',
      quantityNet: { value: 200, unit: 'L' },
    },
  ],
};

let count = 0;
const replica = () => new ReplicaDb(`sorgfalt:derive:${++count}`);

describe('deriving a transport document from a draft', () => {
  it('copies the values, links the draft, stores the points, and is not changed by later draft edits', async () => {
    const db = replica();
    const draft = await createDocument(db, 'ADR_TRANSPORT_DRAFT', draftData, 'draft-1');
    if (!draft) throw new Error('no draft');
    const id = await deriveTransportDocument(db, draft, 'document-1');
    expect(await db.view.get(id)).toMatchObject({
      type: 'ADR_TRANSPORT_DOCUMENT',
      pending: true,
      data: { ...draftData, draft: 'draft-1', transportPoints: 200 },
    });
    await patchDocument(db, 'ADR_TRANSPORT_DRAFT', 'draft-1', { name: 'Geändert' });
    expect((await db.view.get(id))?.data.name).toBe('Diesel und Chlor nach Hamburg');
  });

  it('shows the points derived from the cargo on the device and leaves them to the server (D1, D2)', async () => {
    const db = replica();
    const draft = await createDocument(db, 'ADR_TRANSPORT_DRAFT', { ...draftData, transportPoints: 7 }, 'draft-3');
    expect(draft?.data.transportPoints).toBe(200);
    const [line] = draftData.cargo;
    await patchDocument(db, 'ADR_TRANSPORT_DRAFT', 'draft-3', {
      cargo: [{ ...line, quantityNet: { value: 1200, unit: 'L' } }],
    });
    expect((await db.view.get('draft-3'))?.data.transportPoints).toBe(1200);
    const [create, patch] = await db.outbox.toArray();
    expect(create?.op === 'create' && Object.keys(create.data)).not.toContain('transportPoints');
    expect(patch?.op === 'patch' && Object.keys(patch.fields).sort()).toEqual(['cargo']);
  });

  it('refuses an incomplete draft with the validation issues and creates nothing', async () => {
    const db = replica();
    // A draft saved before its cargo was entered, as another device may have synced it.
    const incomplete = {
      id: 'draft-2',
      type: 'ADR_TRANSPORT_DRAFT',
      version: 1,
      data: { ...draftData, cargo: [] },
      pending: false,
      title: '',
      refs: [],
    };
    await expect(deriveTransportDocument(db, incomplete, 'document-2')).rejects.toBeInstanceOf(InvalidDocumentError);
    expect(await db.view.get('document-2')).toBeUndefined();
  });
});
