import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from '../../../shared/entities/entity';
import type { Mutation } from '../../../shared/sync/protocol';
import { pullAll, pushMutations, targetOf } from '../../sync/test-support/sync-http';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * docs/domain/regulations.md RGL-14 … RGL-16: a regulation report lists what changed for one
 * customer in its period, is written by the server when published, and reaches only that customer.
 */

let server: TestServer;
let anna: string;
let lea: string;
let clients = 0;

interface Change {
  readonly id: string;
  readonly type?: string;
  readonly version?: number;
  readonly data?: DocumentData;
}

async function reportsIn(token: string, tenant: string): Promise<Map<string, Change>> {
  const found = new Map<string, Change>();
  for (const change of (await pullAll(targetOf(server.url, token, tenant))).changes as readonly Change[]) {
    if (change.type === 'REGULATION_REPORT') found.set(change.id, change);
    else found.delete(change.id);
  }
  return found;
}

async function push(token: string, tenant: string, mutation: Mutation) {
  return (await pushMutations(targetOf(server.url, token, tenant), `reps-client-${++clients}`, [mutation])).results[0];
}

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  lea = (await signIn(server.url, 'lea@sorgfalt.example')).accessToken;
});

afterAll(async () => {
  await server?.close();
});

describe('regulation reports (docs/domain/regulations.md RGL-14 … RGL-16)', () => {
  it('RGL-14, RGL-16: the demo report lists the regulation changed in its quarter, in paragraf and delivered to acme', async () => {
    const own = (await reportsIn(lea, 'paragraf')).get('para-rep-2024-q4')?.data;
    expect(own).toMatchObject({ customer: 'acme', publishedAt: '2025-01-15', isPublished: true });
    const entries = (own?.entries as DocumentData[]) ?? [];
    expect(entries.map((entry) => entry.id)).toEqual(['para-reg-gefstoffv']);
    expect(entries[0]).toMatchObject({
      isNew: false,
      changes: [expect.objectContaining({ id: 'para-reg-gefstoffv-change-2024', changeAt: '2024-12-02' })],
      requiredActions: [expect.objectContaining({ id: 'para-reg-gefstoffv-action-1' })],
    });
    const delivered = (await reportsIn(anna, 'acme')).get('para-rep-2024-q4')?.data;
    expect(delivered).toEqual({ ...own, publishedBy: 'Paragraf Rechtsberatung GmbH' });
    expect(await reportsIn(anna, 'nordlicht')).toEqual(new Map());
  });

  it('RGL-15: publishing writes the day and the entries from the regulations as the customer has them, not the device’s', async () => {
    const result = await push(lea, 'paragraf', {
      op: 'create',
      number: 1,
      type: 'REGULATION_REPORT',
      id: 'para-rep-all',
      data: {
        customer: ' acme ',
        span: { from: '2000-01-01', to: '2099-12-31' },
        isPublished: true,
        publishedAt: '1999-01-01',
        entries: [{ id: 'forged', name: 'Erfunden', changes: [], requiredActions: [] }],
      },
    });
    expect(result).toMatchObject({ status: 'applied' });
    const report = (await reportsIn(anna, 'acme')).get('para-rep-all')?.data;
    expect(report?.customer).toBe('acme');
    expect(report?.publishedAt).toBe(new Date().toISOString().slice(0, 10));
    const entries = (report?.entries as DocumentData[]) ?? [];
    expect(entries.map((entry) => entry.id).sort()).toEqual(['para-reg-adr', 'para-reg-arbschg', 'para-reg-gefstoffv']);
    const text = JSON.stringify(report);
    expect(text).not.toContain('Erfunden');
    expect(text).not.toContain('nordlicht');
    expect(text).not.toContain('Fahrpersonal');
  });

  it('RGL-15: a published report stays as it was published', async () => {
    const stored = (await reportsIn(lea, 'paragraf')).get('para-rep-all');
    const result = await push(lea, 'paragraf', {
      op: 'patch',
      number: 1,
      type: 'REGULATION_REPORT',
      id: 'para-rep-all',
      baseVersion: stored?.version ?? 1,
      fields: { span: { value: { from: '2030-01-01', to: '2030-12-31' }, base: stored?.data?.span } },
    });
    expect(result).toMatchObject({ status: 'applied' });
    const after = (await reportsIn(anna, 'acme')).get('para-rep-all')?.data;
    expect(after?.span).toEqual({ from: '2000-01-01', to: '2099-12-31' });
    expect(after?.entries).toEqual(stored?.data?.entries);
  });

  it('RGL-16: a report for a tenant that is no customer, or a draft, is delivered nowhere', async () => {
    for (const [id, data] of [
      [
        'para-rep-nordlicht',
        { customer: 'nordlicht', span: { from: '2000-01-01', to: '2099-12-31' }, isPublished: true },
      ],
      ['para-rep-draft', { customer: 'acme', span: { from: '2000-01-01', to: '2099-12-31' } }],
    ] as const) {
      expect(
        await push(lea, 'paragraf', { op: 'create', number: 1, type: 'REGULATION_REPORT', id, data }),
      ).toMatchObject({
        status: 'applied',
      });
    }
    expect((await reportsIn(lea, 'paragraf')).get('para-rep-draft')?.data?.entries).toBeUndefined();
    expect([...(await reportsIn(anna, 'acme')).keys()].sort()).toEqual(['para-rep-2024-q4', 'para-rep-all']);
    expect(await reportsIn(anna, 'nordlicht')).toEqual(new Map());
  });

  it('RGL-16: the customer cannot change, delete or forge a report', async () => {
    const report = (await reportsIn(anna, 'acme')).get('para-rep-2024-q4');
    expect(
      await push(anna, 'acme', {
        op: 'delete',
        number: 1,
        type: 'REGULATION_REPORT',
        id: 'para-rep-2024-q4',
        baseVersion: report?.version ?? 1,
      }),
    ).toMatchObject({ status: 'rejected', code: 'MODULE_NOT_SUBSCRIBED' });
    expect(
      await push(anna, 'acme', {
        op: 'create',
        number: 1,
        type: 'REGULATION_REPORT',
        id: 'acme-forged-report',
        data: { customer: 'acme', span: { from: '2025-01-01', to: '2025-12-31' } },
      }),
    ).toMatchObject({ status: 'rejected', code: 'MODULE_NOT_SUBSCRIBED' });
  });
});
