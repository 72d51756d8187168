import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedChange } from '../../shared/sync/protocol';
import { loadPrincipal } from '../auth/principal';
import type { OpenSqliteDatabase } from '../db/database';
import { documentHistory } from '../sync/history';
import { readDocument } from '../sync/write-document';
import {
  ALL_ACTIONS,
  grantRoles,
  type Member,
  memberOf,
  openSeededDatabase,
  pullAs,
  pushAs,
  subscribe,
  tenantOf,
} from './test-support';

type Doc = Extract<FeedChange, { data: unknown }>;

let database: OpenSqliteDatabase;
let remove: () => Promise<void>;
let anna: Member;
let markus: Member;
let sabine: Member;
let thomas: Member;
let jonas: Member;
let annaNord: Member;
let tom: Member;

const notificationsOf = async (member: Member, cursor = 0): Promise<Doc[]> =>
  (await pullAs(database, member, cursor)).changes.filter(
    (change): change is Doc => 'type' in change && change.type === 'NOTIFICATION',
  );

/** The notification rows about one document stored for a user, whatever the feed shows. */
const stored = (member: Member, id: string) =>
  database.db.all<{ id: string }>(
    sql`SELECT id FROM documents WHERE type = 'NOTIFICATION' AND owner = ${member.userId} AND json_extract(data, '$.document') = ${id}`,
  );

/** Notifications about one document, as its recipient pulls them. */
const about = async (member: Member, id: string) =>
  (await notificationsOf(member)).filter((doc) => doc.data.document === id);

const lastSeq = async (tenantId: string) =>
  (await database.db.get<{ last_seq: number }>(sql`SELECT last_seq FROM tenants WHERE id = ${tenantId}`)).last_seq;

const contact = (id: string, name: string) => ({ op: 'create', type: 'CONTACT', id, data: { name } }) as const;
const storage = (id: string, name: string, department: string) =>
  ({
    op: 'create',
    type: 'STORAGE',
    id,
    data: { name, department, responsible: 'acme-emp-hoffmann' },
  }) as const;

beforeAll(async () => {
  ({ database, remove } = await openSeededDatabase());
  anna = await memberOf(database, 'tenant-acme', 'acme-emp-anna', 'user-demo-anna');
  markus = await memberOf(database, 'tenant-acme', 'acme-emp-schneider', 'user-markus');
  sabine = await memberOf(database, 'tenant-acme', 'acme-emp-hoffmann', 'user-sabine');
  thomas = await memberOf(database, 'tenant-acme', 'acme-emp-becker', 'user-thomas');
  jonas = await memberOf(database, 'tenant-acme', 'acme-emp-wagner', 'user-jonas');
  await grantRoles(database, 'tenant-acme', 'acme-emp-wagner', ['acme-role-admin']);
  annaNord = await memberOf(database, 'tenant-nordlicht', 'nord-emp-anna', 'user-demo-anna');
  tom = await memberOf(database, 'tenant-nordlicht', 'nord-emp-tom', 'user-demo-tom');
  // Markus reads everything; Sabine reads storages at Mannheim only; Thomas reads nothing.
  await subscribe(database, anna, { CONTACT: ALL_ACTIONS, STORAGE: ALL_ACTIONS });
  await subscribe(database, markus, { CONTACT: ALL_ACTIONS, STORAGE: ['UPDATE'] });
  await subscribe(database, sabine, { CONTACT: ALL_ACTIONS, STORAGE: ALL_ACTIONS });
  await subscribe(database, thomas, { CONTACT: ALL_ACTIONS, STORAGE: ALL_ACTIONS });
  await subscribe(database, annaNord, { CONTACT: ALL_ACTIONS });
  await subscribe(database, tom, { CONTACT: ALL_ACTIONS, ADR_TRANSPORT_DOCUMENT: ALL_ACTIONS });
});

afterAll(() => remove());

describe('R1: the server notifies subscribed readers of a commit', () => {
  it('notifies a subscribed reader of a create, naming action, actor, type, document and title', async () => {
    const result = await pushAs(database, anna, [contact('n-contact-1', 'Brandschutz Rhein GmbH')]);
    expect(result.results[0]?.status).toBe('applied');
    expect((await about(markus, 'n-contact-1')).map((doc) => doc.data)).toEqual([
      {
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        action: 'CREATE',
        entityType: 'CONTACT',
        document: 'n-contact-1',
        title: 'Brandschutz Rhein GmbH',
        employee: 'acme-emp-anna',
        employeeName: 'Anna Berger',
        isRead: false,
      },
    ]);
  });

  it('does not notify the actor, someone who may not read the document, or another tenant', async () => {
    expect(await about(anna, 'n-contact-1')).toEqual([]);
    expect(await about(sabine, 'n-contact-1')).toEqual([]);
    expect(await about(thomas, 'n-contact-1')).toEqual([]);
    expect(await about(annaNord, 'n-contact-1')).toEqual([]);
    expect(await about(tom, 'n-contact-1')).toEqual([]);
    for (const member of [anna, sabine, thomas]) expect(await stored(member, 'n-contact-1'), member.userId).toEqual([]);
    expect(await stored(markus, 'n-contact-1')).toHaveLength(1);
  });

  it('notifies only for the actions subscribed to', async () => {
    await pushAs(database, anna, [storage('n-storage-1', 'Regallager Süd', 'acme-dep-logistics')]);
    expect(await about(markus, 'n-storage-1')).toEqual([]);
    expect((await about(sabine, 'n-storage-1')).map((doc) => doc.data.action)).toEqual(['CREATE']);
    const current = await readDocument(database.db, 'tenant-acme', 'n-storage-1');
    await pushAs(database, anna, [
      {
        op: 'patch',
        type: 'STORAGE',
        id: 'n-storage-1',
        baseVersion: current?.version ?? 0,
        fields: { name: { value: 'Regallager Nord', base: 'Regallager Süd' } },
      },
    ]);
    expect((await about(markus, 'n-storage-1')).map((doc) => [doc.data.action, doc.data.title])).toEqual([
      ['UPDATE', 'Regallager Nord'],
    ]);
    expect((await about(sabine, 'n-storage-1')).map((doc) => doc.data.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('evaluates the reader at the place of the document (a storage at Ludwigshafen is not Sabine’s)', async () => {
    await pushAs(database, anna, [storage('n-storage-2', 'Fasslager', 'acme-dep-production')]);
    expect(await about(sabine, 'n-storage-2')).toEqual([]);
    expect(await stored(sabine, 'n-storage-2')).toEqual([]);
    expect(await about(anna, 'n-storage-2')).toEqual([]);
  });

  it('keeps the title of a deleted document and still points at its id', async () => {
    await pushAs(database, anna, [contact('n-contact-del', 'Entsorgung Kurpfalz')]);
    const current = await readDocument(database.db, 'tenant-acme', 'n-contact-del');
    await pushAs(database, anna, [
      { op: 'delete', type: 'CONTACT', id: 'n-contact-del', baseVersion: current?.version ?? 0 },
    ]);
    expect((await about(markus, 'n-contact-del')).map((doc) => [doc.data.action, doc.data.title])).toEqual([
      ['CREATE', 'Entsorgung Kurpfalz'],
      ['DELETE', 'Entsorgung Kurpfalz'],
    ]);
  });

  it('notifies of another user’s change, also the actor of earlier changes', async () => {
    await pushAs(database, jonas, [storage('n-storage-3', 'Gefahrstofflager', 'acme-dep-logistics')]);
    expect((await about(anna, 'n-storage-3')).map((doc) => [doc.data.action, doc.data.employeeName])).toEqual([
      ['CREATE', 'Jonas Wagner'],
    ]);
    expect((await about(sabine, 'n-storage-3')).map((doc) => doc.data.employee)).toEqual(['acme-emp-wagner']);
  });

  it('writes nothing for a rejected mutation', async () => {
    const before = await lastSeq('tenant-acme');
    const result = await pushAs(database, anna, [{ op: 'create', type: 'CONTACT', id: 'n-contact-bad', data: {} }]);
    expect(result.results[0]?.status).toBe('rejected');
    expect(await lastSeq('tenant-acme')).toBe(before);
  });

  it('commits a document and its notifications in one transaction: a failed notification write keeps neither', async () => {
    const before = await lastSeq('tenant-acme');
    database.sqlite.exec(
      `CREATE TRIGGER fail_notifications BEFORE INSERT ON documents WHEN NEW.type = 'NOTIFICATION'
       BEGIN SELECT RAISE(ABORT, 'notification write failed'); END`,
    );
    try {
      // The store reports a failed statement as drizzle's "Failed query" error, SQLite's error as its cause.
      await expect(pushAs(database, anna, [contact('n-contact-crash', 'Nie gespeichert')])).rejects.toMatchObject({
        cause: { message: 'notification write failed' },
      });
    } finally {
      database.sqlite.exec('DROP TRIGGER fail_notifications');
    }
    expect(await readDocument(database.db, 'tenant-acme', 'n-contact-crash')).toBeUndefined();
    expect(await lastSeq('tenant-acme')).toBe(before);
  });
});

describe('R2: a notification exists only for its recipient', () => {
  it('never reaches another user’s pull, not even as a removal after a cursor', async () => {
    const cursor = (await pullAs(database, anna)).cursor;
    await pushAs(database, jonas, [contact('n-contact-2', 'Arbeitsmedizin Mannheim')]);
    const changes = (await pullAs(database, anna, cursor)).changes;
    const theirs = (await notificationsOf(markus)).filter((doc) => doc.data.document === 'n-contact-2');
    expect(theirs).toHaveLength(1);
    const ids = new Set(changes.map((change) => change.id));
    expect(ids.has(theirs[0]?.id ?? '')).toBe(false);
    expect(changes.filter((change) => 'removed' in change)).toEqual([]);
    for (const member of [sabine, thomas]) {
      expect((await pullAs(database, member)).changes.some((change) => change.id === theirs[0]?.id)).toBe(false);
    }
  });

  it('leaves the pull of a recipient who lost read access to the document', async () => {
    await pushAs(database, anna, [storage('n-storage-4', 'Außenlager', 'acme-dep-logistics')]);
    const [notification] = await about(sabine, 'n-storage-4');
    expect(notification).toBeDefined();
    const sabineDoc = await readDocument(database.db, 'tenant-acme', 'acme-emp-hoffmann');
    const reduced = { ...sabineDoc?.data, locations: ['acme-loc-ludwigshafen'] };
    database.sqlite
      .prepare(`UPDATE documents SET data = ? WHERE tenant_id = 'tenant-acme' AND id = 'acme-emp-hoffmann'`)
      .run(JSON.stringify(reduced));
    try {
      expect((await pullAs(database, sabine)).changes.some((change) => change.id === notification?.id)).toBe(false);
    } finally {
      database.sqlite
        .prepare(`UPDATE documents SET data = ? WHERE tenant_id = 'tenant-acme' AND id = 'acme-emp-hoffmann'`)
        .run(JSON.stringify(sabineDoc?.data));
    }
  });

  it('answers another user’s notification as not found to push and history, in and across tenants', async () => {
    const [notification] = await about(markus, 'n-contact-1');
    const id = notification?.id ?? '';
    const patch = {
      op: 'patch',
      type: 'NOTIFICATION',
      id,
      baseVersion: 1,
      fields: { isRead: { value: true, base: false } },
    } as const;
    const touches = [
      patch,
      { op: 'delete', type: 'NOTIFICATION', id, baseVersion: 1 },
      { op: 'patch', type: 'CONTACT', id, baseVersion: 1, fields: { name: { value: 'x', base: null } } },
    ] as const;
    const takeOvers = [
      { op: 'create', type: 'NOTIFICATION', id, data: { action: 'CREATE', entityType: 'CONTACT', document: 'x' } },
      { op: 'create', type: 'CONTACT', id, data: { name: 'Übernommen' } },
    ] as const;
    for (const member of [anna, jonas, sabine, annaNord, tom]) {
      // In another tenant the id is simply unknown; in the same tenant it cannot be taken over.
      const sameTenant = member.tenant.id === 'tenant-acme';
      const results = (await pushAs(database, member, sameTenant ? [...touches, ...takeOvers] : touches)).results;
      expect(
        results.map((result) => ('code' in result ? result.code : result.status)),
        member.userId,
      ).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', ...(sameTenant ? ['FORBIDDEN', 'FORBIDDEN'] : [])]);
      const employee = await readDocument(database.db, member.tenant.id, member.employeeId);
      if (!employee) throw new Error('no employee');
      const principal = await loadPrincipal(database.db, { tenant: member.tenant, employee });
      const history = await documentHistory(
        database.db,
        await tenantOf(database, member.tenant.id),
        {
          userId: member.userId,
          principal,
        },
        'NOTIFICATION',
        id,
      );
      expect(history).toBeUndefined();
    }
    expect((await readDocument(database.db, 'tenant-acme', id))?.data).toEqual(notification?.data);
  });
});

describe('R3: the recipient may only mark a notification read', () => {
  it('applies isRead and syncs it back to the recipient', async () => {
    const [notification] = await about(markus, 'n-contact-1');
    const id = notification?.id ?? '';
    const results = (
      await pushAs(database, markus, [
        { op: 'patch', type: 'NOTIFICATION', id, baseVersion: 1, fields: { isRead: { value: true, base: false } } },
      ])
    ).results;
    expect(results[0]?.status).toBe('applied');
    expect((await about(markus, 'n-contact-1'))[0]?.data.isRead).toBe(true);
  });

  it('refuses other fields, deletes and creates by the recipient', async () => {
    const [notification] = await about(markus, 'n-contact-1');
    const id = notification?.id ?? '';
    const results = (
      await pushAs(database, markus, [
        {
          op: 'patch',
          type: 'NOTIFICATION',
          id,
          baseVersion: 2,
          fields: { action: { value: 'DELETE', base: 'CREATE' } },
        },
        { op: 'delete', type: 'NOTIFICATION', id, baseVersion: 2 },
        {
          op: 'create',
          type: 'NOTIFICATION',
          id: 'n-forged',
          data: { action: 'CREATE', entityType: 'CONTACT', document: 'n-contact-1' },
        },
      ])
    ).results;
    expect(results.map((result) => ('code' in result ? result.code : result.status))).toEqual([
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
    ]);
    expect(await readDocument(database.db, 'tenant-acme', 'n-forged')).toBeUndefined();
    expect((await readDocument(database.db, 'tenant-acme', id))?.data.action).toBe('CREATE');
  });
});
