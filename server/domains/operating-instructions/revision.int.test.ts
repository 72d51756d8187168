import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalDay } from '../../../shared/domain/substances';
import type { DocumentData } from '../../../shared/entities/entity';
import { type DocumentSession, patchOf, type StoredDocument, startDocumentSession } from '../../test/document-session';

/**
 * The revision of an operating instruction on a real server (docs/domain/operating-instructions.md
 * OI-21, OI-22): a device says "revised", the server stamps who and the commit day, and the next
 * revision follows from it; what a device sends for who and when otherwise is not taken.
 */

let session: DocumentSession;
const push: DocumentSession['push'] = (mutation) => session.push(mutation);
const stored: DocumentSession['stored'] = (id) => session.stored(id);
const patch = (id: string, seen: StoredDocument, fields: DocumentData) =>
  patchOf('SUBSTANCE_INSTRUCTION', id, seen, fields);

beforeAll(async () => {
  session = await startDocumentSession('anna@sorgfalt.example', 'acme');
});
afterAll(async () => {
  await session?.close();
});

describe('the revision of an operating instruction (OI-21, OI-22)', () => {
  it('stamps the committing employee and the commit day and derives the next revision', async () => {
    const created = await push({
      op: 'create',
      number: 1,
      type: 'SUBSTANCE_INSTRUCTION',
      id: 'oi-revision',
      data: {
        name: 'Betriebsanweisung Prüfstoff',
        target: 'acme-sub-acetone',
        substances: ['acme-sub-acetone'],
        workEnvironments: ['acme-dep-filling'],
        revisionInterval: 12,
        revisedAt: '2020-01-01',
        revisedBy: 'acme-emp-becker',
      },
    });
    expect(created).toMatchObject({ status: 'applied' });
    const first = await stored('oi-revision');
    const today = approvalDay(new Date().toISOString());
    expect(first.data).toMatchObject({ revisedAt: today, revisedBy: 'acme-emp-anna' });
    const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
    expect(first.data.nextRevisionAt).toBe(rest === '-02-29' ? `${year + 1}-02-28` : `${year + 1}${rest}`);

    expect(await push(patch('oi-revision', first, { revisedBy: 'acme-emp-becker', name: 'Umbenannt' }))).toMatchObject({
      status: 'applied',
    });
    const renamed = await stored('oi-revision');
    expect(renamed.data).toMatchObject({ name: 'Umbenannt', revisedAt: today, revisedBy: 'acme-emp-anna' });

    expect(await push(patch('oi-revision', renamed, { revisionInterval: 6 }))).toMatchObject({ status: 'applied' });
    expect((await stored('oi-revision')).data.nextRevisionAt).not.toBe(renamed.data.nextRevisionAt);
  });
});
