import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from '../../../shared/entities/entity';
import type { Mutation } from '../../../shared/sync/protocol';
import { readableDocuments } from '../../assistant/readable-documents';
import { membershipIn } from '../../auth/identity';
import { loadPrincipal } from '../../auth/principal';
import { pdf } from '../../blobs/test-samples';
import { tenants } from '../../db/schema';
import { domainHooksFor } from '../../domains';
import { pullAll, pushMutations, targetOf } from '../../sync/test-support/sync-http';
import { answer, callApi } from '../../test/api';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { customersCommand } from './customers-command';

/**
 * docs/domain/regulations.md RGL-1 … RGL-9 as an isolation matrix: what a manager publishes
 * reaches exactly its customers, each only what is addressed to it, and nothing of a customer
 * reaches the manager or another tenant — over pull, push, history, blobs and notifications.
 */

const XSRF = { cookie: 'XSRF-TOKEN=regs-xsrf', 'x-xsrf-token': 'regs-xsrf' };
const PARAGRAF = 'Paragraf Rechtsberatung GmbH';
const PUBLISHED_TO_ACME = ['para-reg-adr', 'para-reg-arbschg', 'para-reg-gefstoffv'];

let server: TestServer;
let anna: string;
let tom: string;
let lea: string;
let clients = 0;

interface Change {
  readonly id: string;
  readonly type?: string;
  readonly version?: number;
  readonly removed?: true;
  readonly data?: DocumentData;
}

async function pull(token: string, tenant: string, from = 0): Promise<{ changes: readonly Change[]; cursor: number }> {
  const { changes, cursor } = await pullAll(targetOf(server.url, token, tenant), from);
  return { changes: changes as readonly Change[], cursor };
}

async function regulationsIn(token: string, tenant: string): Promise<Map<string, DocumentData>> {
  const { changes } = await pull(token, tenant);
  return new Map(
    changes.filter((change) => change.type === 'REGULATION').map((change) => [change.id, change.data ?? {}]),
  );
}

async function push(token: string, tenant: string, mutation: Mutation) {
  return (await pushMutations(targetOf(server.url, token, tenant), `regs-client-${++clients}`, [mutation])).results[0];
}

async function history(token: string, tenant: string, id: string) {
  return answer(await callApi(server.url, `/api/v2/history/REGULATION/${id}`, { token, tenant }));
}

async function operator(...args: string[]): Promise<number> {
  return customersCommand(args, {
    hooks: domainHooksFor(server.config),
    open: async () => ({ db: server.database.db, close: async () => undefined }),
    out: () => undefined,
    err: () => undefined,
  });
}

async function leaPatch(id: string, fields: Record<string, { value: unknown; base: unknown }>) {
  const { changes } = await pull(lea, 'paragraf');
  const current = changes.find((change) => change.id === id);
  const result = await push(lea, 'paragraf', {
    op: 'patch',
    number: 1,
    type: 'REGULATION',
    id,
    baseVersion: current?.version ?? 0,
    fields,
  });
  expect(result).toMatchObject({ status: 'applied' });
}

/** The documents the assistant would search for this user in this tenant (server/assistant/readable-documents.ts). */
async function assistantReads(userId: string, tenant: string, types?: readonly string[]) {
  const db = server.database.db;
  const membership = await membershipIn(db, userId, tenant);
  if (!membership) throw new Error(`${userId} is no member of ${tenant}`);
  const principal = await loadPrincipal(db, membership);
  const scope = { db, tenant: membership.tenant, principal, userId, language: 'de' as const };
  return (await readableDocuments(scope, types)).map((document) => document.id);
}

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  tom = (await signIn(server.url, 'tom@sorgfalt.example')).accessToken;
  lea = (await signIn(server.url, 'lea@sorgfalt.example')).accessToken;
});

afterAll(async () => {
  await server?.close();
});

describe('regulations across tenants (docs/domain/regulations.md)', () => {
  it('RGL-2: acme, paragraf’s customer, pulls exactly the regulations published to it, marked as delivered', async () => {
    const regulations = await regulationsIn(anna, 'acme');
    expect([...regulations.keys()].sort()).toEqual(PUBLISHED_TO_ACME);
    for (const data of regulations.values()) expect(data).toMatchObject({ isPublished: true, publishedBy: PARAGRAF });
  });

  it('RGL-3: a copy names only this customer, carries only the actions addressed to it and no manager employee', async () => {
    const adr = (await regulationsIn(anna, 'acme')).get('para-reg-adr');
    expect(adr?.tenantIds).toEqual([{ id: 'para-reg-adr-acme', tenant: 'acme' }]);
    expect(adr?.requiredActions).toEqual([
      {
        id: 'para-reg-adr-action-shipper',
        tenantIds: [{ id: 'para-reg-adr-action-shipper-acme', tenant: 'acme' }],
        content: 'Vorlagen der Beförderungspapiere und Verpackungsanweisungen auf den neuen Stand prüfen.',
        remarks: 'Gefahrgutbeauftragte einbinden.',
      },
    ]);
    expect(adr?.responsible).toBeUndefined();
    expect(JSON.stringify([...(await regulationsIn(anna, 'acme')).values()])).not.toContain('nordlicht');
  });

  it('RGL-1: nordlicht, named on regulations but no customer of paragraf, pulls none of them', async () => {
    expect(await regulationsIn(anna, 'nordlicht')).toEqual(new Map());
    expect(await regulationsIn(tom, 'nordlicht')).toEqual(new Map());
  });

  it('RGL-9: nothing of acme reaches paragraf: its feed holds only paragraf’s documents', async () => {
    const { changes } = await pull(lea, 'paragraf');
    const foreign = changes.filter((change) => change.type !== 'NOTIFICATION' && !change.id.startsWith('para-'));
    expect(foreign).toEqual([]);
    expect(JSON.stringify(changes)).not.toContain('acme-');
    expect(
      (
        await answer(
          await callApi(server.url, '/api/v2/history/EMPLOYEE/acme-emp-anna', { token: lea, tenant: 'paragraf' }),
        )
      ).status,
    ).toBe(404);
    expect((await history(lea, 'paragraf', 'acme-ireg-discharge')).status).toBe(404);
  });

  it('RGL-2, RGL-9: the assistant reads the delivered regulations in acme, none in nordlicht, nothing of acme in paragraf', async () => {
    expect((await assistantReads('user-demo-anna', 'acme', ['REGULATION'])).sort()).toEqual(PUBLISHED_TO_ACME);
    expect(await assistantReads('user-demo-anna', 'nordlicht', ['REGULATION'])).toEqual([]);
    const paragraf = await assistantReads('user-demo-lea', 'paragraf');
    expect(paragraf.filter((id) => !id.startsWith('para-'))).toEqual([]);
  });

  it('RGL-11, RGL-13: acme evaluates an action; paragraf sees the count, never the evaluation', async () => {
    const overview = async (token: string, tenant: string) =>
      answer(await callApi(server.url, '/api/v2/regulations/customers', { token, tenant }));
    expect(await overview(lea, 'paragraf')).toEqual({
      status: 200,
      body: {
        customers: [
          {
            trimmedName: 'acme',
            fullName: 'Acme Chemie GmbH',
            assignedRegulations: 3,
            requiredActions: 3,
            evaluations: { fulfilled: 0, notFulfilled: 0, open: 0, doesNotApply: 0, unevaluated: 3 },
          },
        ],
      },
    });
    const evaluation = {
      regulation: 'para-reg-adr',
      requiredAction: 'para-reg-adr-action-shipper',
      applicability: 'APPLIES',
      fulfilment: 'FULFILLED',
      evidence: 'Vorlagen am 20.11. geprüft (vertraulich)',
      evaluatedBy: 'para-emp-lea',
    };
    const created = await push(anna, 'acme', {
      op: 'create',
      number: 1,
      type: 'REGULATION_EVALUATION',
      id: 'acme-eval-adr-shipper',
      data: evaluation,
    });
    expect(created).toMatchObject({ status: 'applied' });
    const stored = (await pull(anna, 'acme')).changes.find((change) => change.id === 'acme-eval-adr-shipper');
    expect(stored?.data).toMatchObject({ evaluatedBy: 'acme-emp-anna', evidence: evaluation.evidence });
    expect(typeof stored?.data?.evaluatedAt).toBe('string');
    const { body } = await overview(lea, 'paragraf');
    expect(body).toMatchObject({ customers: [{ evaluations: { fulfilled: 1, unevaluated: 2 } }] });
    expect(JSON.stringify(await pull(lea, 'paragraf'))).not.toContain('vertraulich');
    expect(
      (
        await answer(
          await callApi(server.url, '/api/v2/history/REGULATION_EVALUATION/acme-eval-adr-shipper', {
            token: lea,
            tenant: 'paragraf',
          }),
        )
      ).status,
    ).toBe(404);
    expect((await overview(anna, 'acme')).status).toBe(403);
    expect((await overview(tom, 'nordlicht')).status).toBe(403);
  });

  it('RGL-5: the customer cannot change, delete or forge a delivered regulation', async () => {
    const adr = (await pull(anna, 'acme')).changes.find((change) => change.id === 'para-reg-adr');
    const base = adr?.version ?? 1;
    expect(
      await push(anna, 'acme', {
        op: 'patch',
        number: 1,
        type: 'REGULATION',
        id: 'para-reg-adr',
        baseVersion: base,
        fields: { name: { value: 'ADR (geändert)', base: adr?.data?.name } },
      }),
    ).toMatchObject({ status: 'rejected', code: 'MODULE_NOT_SUBSCRIBED' });
    expect(
      await push(anna, 'acme', { op: 'delete', number: 1, type: 'REGULATION', id: 'para-reg-adr', baseVersion: base }),
    ).toMatchObject({ status: 'rejected', code: 'MODULE_NOT_SUBSCRIBED' });
    expect((await regulationsIn(anna, 'acme')).get('para-reg-adr')?.name).toBe(adr?.data?.name);
  });

  it('RGL-5: in a tenant with the manager module too, a delivered copy is still read-only', async () => {
    await server.database.db
      .update(tenants)
      .set({
        subscribedModules: ['REGULATION_MANAGEMENT_CUSTOMER', 'REGULATION_MANAGEMENT_MANAGER', 'EMPLOYEE_MANAGEMENT'],
      })
      .where(eq(tenants.trimmedName, 'acme'))
      .run();
    try {
      const adr = (await pull(anna, 'acme')).changes.find((change) => change.id === 'para-reg-adr');
      const patch: Mutation = {
        op: 'patch',
        number: 1,
        type: 'REGULATION',
        id: 'para-reg-adr',
        baseVersion: adr?.version ?? 1,
        fields: { name: { value: 'ADR (geändert)', base: adr?.data?.name } },
      };
      expect(await push(anna, 'acme', patch)).toMatchObject({ status: 'rejected', code: 'FORBIDDEN' });
      const forged: Mutation = {
        op: 'create',
        number: 1,
        type: 'REGULATION',
        id: 'acme-forged-regulation',
        data: { ...adr?.data, publishedBy: PARAGRAF },
      };
      expect(await push(anna, 'acme', forged)).toMatchObject({ status: 'rejected', code: 'FORBIDDEN' });
    } finally {
      const { DEMO_TENANTS } = await import('../../seed/demo-data');
      const acme = DEMO_TENANTS.find((tenant) => tenant.trimmedName === 'acme');
      await server.database.db
        .update(tenants)
        .set({ subscribedModules: [...(acme?.subscribedModules ?? [])] })
        .where(eq(tenants.trimmedName, 'acme'))
        .run();
    }
  });

  it('RGL-6: publishing delivers, a new change arrives as a change and notifies the customer', async () => {
    const subscribed = await callApi(server.url, '/api/v2/notifications/subscriptions', {
      token: anna,
      tenant: 'acme',
      method: 'PUT',
      headers: { ...XSRF, 'content-type': 'application/json' },
      body: JSON.stringify({ subscriptions: { REGULATION: ['CREATE', 'UPDATE', 'DELETE'] } }),
    });
    expect(subscribed.status).toBe(200);
    const { cursor } = await pull(anna, 'acme');
    expect((await regulationsIn(anna, 'acme')).has('para-reg-betrsichv')).toBe(false);

    await leaPatch('para-reg-betrsichv', { isPublished: { value: true, base: false } });
    const published = (await regulationsIn(anna, 'acme')).get('para-reg-betrsichv');
    expect(published?.requiredActions).toEqual([
      {
        id: 'para-reg-betrsichv-action-1',
        tenantIds: [{ id: 'para-reg-betrsichv-action-1-acme', tenant: 'acme' }],
        content: 'Prüffristen der Druckbehälter und des Tanklagers im Prüfkalender nachhalten.',
      },
    ]);

    const changes = (published?.changes as unknown[]) ?? [];
    const change = { id: 'betrsichv-change-2026', changeAt: '2026-11-20', content: 'TRBS 1201 neu gefasst.' };
    await leaPatch('para-reg-betrsichv', { changes: { value: [...changes, change], base: changes } });
    const after = await pull(anna, 'acme', cursor);
    const copy = after.changes.find((entry) => entry.id === 'para-reg-betrsichv');
    expect(copy?.data?.changes).toContainEqual(change);
    const notifications = after.changes.filter(
      (entry) => entry.type === 'NOTIFICATION' && entry.data?.document === 'para-reg-betrsichv',
    );
    expect(notifications.map((entry) => entry.data?.action)).toEqual(['CREATE', 'UPDATE']);
    expect(notifications.every((entry) => entry.data?.entityType === 'REGULATION')).toBe(true);
  });

  it('RGL-6: the copy’s history names the system, never the manager’s people or other customers', async () => {
    const { status, body } = await history(anna, 'acme', 'para-reg-betrsichv');
    expect(status).toBe(200);
    const text = JSON.stringify(body);
    expect(text).not.toContain('nordlicht');
    expect(text).not.toContain('para-emp-');
    expect(text).not.toContain('Flurförderzeuge');
    expect(text).toContain('publish');
  });

  it('RGL-4: a change’s attachment reaches the customer with the change; no other blob of the manager does', async () => {
    async function upload(bytes: Buffer): Promise<string> {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const response = await callApi(server.url, `/api/v2/blobs/${sha256}`, {
        token: lea,
        tenant: 'paragraf',
        method: 'PUT',
        headers: { ...XSRF, 'content-type': 'application/octet-stream' },
        body: bytes as unknown as string,
      });
      expect(response.status).toBe(201);
      return sha256;
    }
    const blobIn = async (token: string, tenant: string, sha256: string) =>
      callApi(server.url, `/api/v2/blobs/${sha256}`, { token, tenant });
    const bytes = pdf(64);
    const sha256 = await upload(bytes);
    const unattached = await upload(pdf(96));
    expect((await blobIn(anna, 'acme', sha256)).status).toBe(404);

    const current = (await regulationsIn(lea, 'paragraf')).get('para-reg-gefstoffv');
    const changes = (current?.changes as DocumentData[]) ?? [];
    const file = { sha256, name: 'novelle.pdf', size: bytes.length, type: 'application/pdf' };
    const withFile = changes.map((entry, index) => (index === 0 ? { ...entry, attachments: [file] } : entry));
    await leaPatch('para-reg-gefstoffv', { changes: { value: withFile, base: changes } });
    const copy = (await regulationsIn(anna, 'acme')).get('para-reg-gefstoffv');
    expect(((copy?.changes ?? []) as DocumentData[])[0]?.attachments).toEqual([file]);
    const served = await blobIn(anna, 'acme', sha256);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const head = await callApi(server.url, `/api/v2/blobs/${sha256}`, { token: anna, tenant: 'acme', method: 'HEAD' });
    expect(head.status).toBe(200);

    expect((await blobIn(anna, 'acme', unattached)).status).toBe(404);
    expect((await blobIn(anna, 'nordlicht', sha256)).status).toBe(404);
    expect((await blobIn(tom, 'nordlicht', sha256)).status).toBe(404);

    // A forged copy naming the hash in the customer's own document borrows nothing.
    const forged = await push(anna, 'acme', {
      op: 'create',
      number: 1,
      type: 'INDIVIDUAL_REGULATION',
      id: 'acme-ireg-forged-attachment',
      data: {
        name: 'Fremde Anlage',
        content: 'x',
        lastChangeAt: '2026-01-01',
        isActive: true,
        changes: [{ id: 'f1', changeAt: '2026-01-01', attachments: [{ ...file, sha256: unattached }] }],
      },
    });
    expect(forged).toMatchObject({ status: 'applied' });
    expect((await blobIn(anna, 'acme', unattached)).status).toBe(404);

    // Removing the attachment from the change withdraws the customer's access to the blob.
    await leaPatch('para-reg-gefstoffv', { changes: { value: changes, base: withFile } });
    expect((await blobIn(anna, 'acme', sha256)).status).toBe(404);
  });

  it('RGL-7: unpublishing withdraws the copy from the customer, as a removal in its feed', async () => {
    const { cursor } = await pull(anna, 'acme');
    await leaPatch('para-reg-betrsichv', { isPublished: { value: false, base: true } });
    const after = await pull(anna, 'acme', cursor);
    expect(after.changes).toContainEqual(expect.objectContaining({ id: 'para-reg-betrsichv', removed: true }));
    expect((await regulationsIn(anna, 'acme')).has('para-reg-betrsichv')).toBe(false);
  });

  it('RGL-1, RGL-3: a second customer gets only its own actions; the first never sees them', async () => {
    await server.database.db
      .update(tenants)
      .set({
        subscribedModules: ['ADR_TRANSPORT_MANAGEMENT', 'EMPLOYEE_MANAGEMENT', 'REGULATION_MANAGEMENT_CUSTOMER'],
      })
      .where(eq(tenants.trimmedName, 'nordlicht'))
      .run();
    expect(await operator('add', 'paragraf', 'nordlicht')).toBe(0);
    const nordlicht = await regulationsIn(anna, 'nordlicht');
    expect([...nordlicht.keys()].sort()).toEqual(['para-reg-adr', 'para-reg-arbschg']);
    const actions = (nordlicht.get('para-reg-adr')?.requiredActions as DocumentData[]) ?? [];
    expect(actions.map((action) => action.id)).toEqual(['para-reg-adr-action-drivers']);
    expect(JSON.stringify([...nordlicht.values()])).not.toContain('Gefahrgutbeauftragte');
    expect(JSON.stringify([...nordlicht.values()])).not.toContain('acme');
    const acme = await regulationsIn(anna, 'acme');
    expect(JSON.stringify([...acme.values()])).not.toContain('Fahrpersonal');
    const { body } = await answer(
      await callApi(server.url, '/api/v2/regulations/customers', { token: lea, tenant: 'paragraf' }),
    );
    expect(body).toMatchObject({
      customers: [
        { trimmedName: 'acme', evaluations: { fulfilled: 1 } },
        { trimmedName: 'nordlicht', assignedRegulations: 2, requiredActions: 2, evaluations: null },
      ],
    });
  });

  it('RGL-7: the operator ending the relation withdraws every delivered regulation', async () => {
    expect(await operator('remove', 'paragraf', 'nordlicht')).toBe(0);
    expect(await regulationsIn(anna, 'nordlicht')).toEqual(new Map());
    expect([...(await regulationsIn(anna, 'acme')).keys()].sort()).toEqual(PUBLISHED_TO_ACME);
  });

  it('decision 0043: the operator command refuses what cannot be a relation', async () => {
    expect(await operator('add', 'acme', 'paragraf')).toBe(1);
    expect(await operator('add', 'paragraf', 'paragraf')).toBe(1);
    expect(await operator('add', 'paragraf', 'nobody')).toBe(1);
    expect(await operator('remove', 'paragraf', 'nordlicht')).toBe(1);
    expect(await operator('frobnicate')).toBe(1);
  });
});
