import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedChange } from '../../shared/sync/protocol';
import type { OpenDatabase } from '../db/database';
import { documentHistory } from '../sync/history';
import { loadPrincipal } from '../sync/principal';
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

let database: OpenDatabase;
let remove: () => void;
let anna: Member;
let markus: Member;
let sabine: Member;
let thomas: Member;
let jonas: Member;
let annaNord: Member;
let tom: Member;

const notificationsOf = (member: Member, cursor = 0): Doc[] =>
  pullAs(database, member, cursor).changes.filter(
    (change): change is Doc => 'type' in change && change.type === 'NOTIFICATION',
  );

/** The notification rows about one document stored for a user, whatever the feed shows. */
const stored = (member: Member, id: string) =>
  database.db.all<{ id: string }>(
    sql`SELECT id FROM documents WHERE type = 'NOTIFICATION' AND owner = ${member.userId} AND json_extract(data, '$.document') = ${id}`,
  );

/** Notifications about one document, as its recipient pulls them. */
const about = (member: Member, id: string) => notificationsOf(member).filter((doc) => doc.data.document === id);

const lastSeq = (tenantId: string) =>
  database.db.get<{ last_seq: number }>(sql`SELECT last_seq FROM tenants WHERE id = ${tenantId}`).last_seq;

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
  anna = memberOf(database, 'tenant-acme', 'acme-emp-anna', 'user-demo-anna');
  markus = memberOf(database, 'tenant-acme', 'acme-emp-schneider', 'user-markus');
  sabine = memberOf(database, 'tenant-acme', 'acme-emp-hoffmann', 'user-sabine');
  thomas = memberOf(database, 'tenant-acme', 'acme-emp-becker', 'user-thomas');
  jonas = memberOf(database, 'tenant-acme', 'acme-emp-wagner', 'user-jonas');
  grantRoles(database, 'tenant-acme', 'acme-emp-wagner', ['acme-role-admin']);
  annaNord = memberOf(database, 'tenant-nordlicht', 'nord-emp-anna', 'user-demo-anna');
  tom = memberOf(database, 'tenant-nordlicht', 'nord-emp-tom', 'user-demo-tom');
  // Markus reads everything; Sabine reads storages at Mannheim only; Thomas reads nothing.
  subscribe(database, anna, { CONTACT: ALL_ACTIONS, STORAGE: ALL_ACTIONS });
  subscribe(database, markus, { CONTACT: ALL_ACTIONS, STORAGE: ['UPDATE'] });
  subscribe(database, sabine, { CONTACT: ALL_ACTIONS, STORAGE: ALL_ACTIONS });
  subscribe(database, thomas, { CONTACT: ALL_ACTIONS, STORAGE: ALL_ACTIONS });
  subscribe(database, annaNord, { CONTACT: ALL_ACTIONS });
  subscribe(database, tom, { CONTACT: ALL_ACTIONS, ADR_TRANSPORT_DOCUMENT: ALL_ACTIONS });
});

afterAll(() => remove());

describe('R1: the server notifies subscribed readers of a commit', () => {
  it('notifies a subscribed reader of a create, naming action, actor, type, document and title', () => {
    const result = pushAs(database, anna, [contact('n-contact-1', 'Brandschutz Rhein GmbH')]);
    expect(result.results[0]?.status).toBe('applied');
    expect(about(markus, 'n-contact-1').map((doc) => doc.data)).toEqual([
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

  it('does not notify the actor, someone who may not read the document, or another tenant', () => {
    expect(about(anna, 'n-contact-1')).toEqual([]);
    expect(about(sabine, 'n-contact-1')).toEqual([]);
    expect(about(thomas, 'n-contact-1')).toEqual([]);
    expect(about(annaNord, 'n-contact-1')).toEqual([]);
    expect(about(tom, 'n-contact-1')).toEqual([]);
    for (const member of [anna, sabine, thomas]) expect(stored(member, 'n-contact-1'), member.userId).toEqual([]);
    expect(stored(markus, 'n-contact-1')).toHaveLength(1);
  });

  it('notifies only for the actions subscribed to', () => {
    pushAs(database, anna, [storage('n-storage-1', 'Regallager Süd', 'acme-dep-logistics')]);
    expect(about(markus, 'n-storage-1')).toEqual([]);
    expect(about(sabine, 'n-storage-1').map((doc) => doc.data.action)).toEqual(['CREATE']);
    const current = readDocument(database.db, 'tenant-acme', 'n-storage-1');
    pushAs(database, anna, [
      {
        op: 'patch',
        type: 'STORAGE',
        id: 'n-storage-1',
        baseVersion: current?.version ?? 0,
        fields: { name: { value: 'Regallager Nord', base: 'Regallager Süd' } },
      },
    ]);
    expect(about(markus, 'n-storage-1').map((doc) => [doc.data.action, doc.data.title])).toEqual([
      ['UPDATE', 'Regallager Nord'],
    ]);
    expect(about(sabine, 'n-storage-1').map((doc) => doc.data.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('evaluates the reader at the place of the document (a storage at Ludwigshafen is not Sabine’s)', () => {
    pushAs(database, anna, [storage('n-storage-2', 'Fasslager', 'acme-dep-production')]);
    expect(about(sabine, 'n-storage-2')).toEqual([]);
    expect(stored(sabine, 'n-storage-2')).toEqual([]);
    expect(about(anna, 'n-storage-2')).toEqual([]);
  });

  it('keeps the title of a deleted document and still points at its id', () => {
    pushAs(database, anna, [contact('n-contact-del', 'Entsorgung Kurpfalz')]);
    const current = readDocument(database.db, 'tenant-acme', 'n-contact-del');
    pushAs(database, anna, [
      { op: 'delete', type: 'CONTACT', id: 'n-contact-del', baseVersion: current?.version ?? 0 },
    ]);
    expect(about(markus, 'n-contact-del').map((doc) => [doc.data.action, doc.data.title])).toEqual([
      ['CREATE', 'Entsorgung Kurpfalz'],
      ['DELETE', 'Entsorgung Kurpfalz'],
    ]);
  });

  it('notifies of another user’s change, also the actor of earlier changes', () => {
    pushAs(database, jonas, [storage('n-storage-3', 'Gefahrstofflager', 'acme-dep-logistics')]);
    expect(about(anna, 'n-storage-3').map((doc) => [doc.data.action, doc.data.employeeName])).toEqual([
      ['CREATE', 'Jonas Wagner'],
    ]);
    expect(about(sabine, 'n-storage-3').map((doc) => doc.data.employee)).toEqual(['acme-emp-wagner']);
  });

  it('writes nothing for a rejected mutation', () => {
    const before = lastSeq('tenant-acme');
    const result = pushAs(database, anna, [{ op: 'create', type: 'CONTACT', id: 'n-contact-bad', data: {} }]);
    expect(result.results[0]?.status).toBe('rejected');
    expect(lastSeq('tenant-acme')).toBe(before);
  });

  it('commits a document and its notifications in one transaction: a failed notification write keeps neither', () => {
    const before = lastSeq('tenant-acme');
    database.sqlite.exec(
      `CREATE TRIGGER fail_notifications BEFORE INSERT ON documents WHEN NEW.type = 'NOTIFICATION'
       BEGIN SELECT RAISE(ABORT, 'notification write failed'); END`,
    );
    try {
      expect(() => pushAs(database, anna, [contact('n-contact-crash', 'Nie gespeichert')])).toThrow(
        'notification write failed',
      );
    } finally {
      database.sqlite.exec('DROP TRIGGER fail_notifications');
    }
    expect(readDocument(database.db, 'tenant-acme', 'n-contact-crash')).toBeUndefined();
    expect(lastSeq('tenant-acme')).toBe(before);
  });
});

describe('R2: a notification exists only for its recipient', () => {
  it('never reaches another user’s pull, not even as a removal after a cursor', () => {
    const cursor = pullAs(database, anna).cursor;
    pushAs(database, jonas, [contact('n-contact-2', 'Arbeitsmedizin Mannheim')]);
    const changes = pullAs(database, anna, cursor).changes;
    const theirs = notificationsOf(markus).filter((doc) => doc.data.document === 'n-contact-2');
    expect(theirs).toHaveLength(1);
    const ids = new Set(changes.map((change) => change.id));
    expect(ids.has(theirs[0]?.id ?? '')).toBe(false);
    expect(changes.filter((change) => 'removed' in change)).toEqual([]);
    for (const member of [sabine, thomas]) {
      expect(pullAs(database, member).changes.some((change) => change.id === theirs[0]?.id)).toBe(false);
    }
  });

  it('leaves the pull of a recipient who lost read access to the document', () => {
    pushAs(database, anna, [storage('n-storage-4', 'Außenlager', 'acme-dep-logistics')]);
    const [notification] = about(sabine, 'n-storage-4');
    expect(notification).toBeDefined();
    const sabineDoc = readDocument(database.db, 'tenant-acme', 'acme-emp-hoffmann');
    const reduced = { ...sabineDoc?.data, locations: ['acme-loc-ludwigshafen'] };
    database.sqlite
      .prepare(`UPDATE documents SET data = ? WHERE tenant_id = 'tenant-acme' AND id = 'acme-emp-hoffmann'`)
      .run(JSON.stringify(reduced));
    try {
      expect(pullAs(database, sabine).changes.some((change) => change.id === notification?.id)).toBe(false);
    } finally {
      database.sqlite
        .prepare(`UPDATE documents SET data = ? WHERE tenant_id = 'tenant-acme' AND id = 'acme-emp-hoffmann'`)
        .run(JSON.stringify(sabineDoc?.data));
    }
  });

  it('answers another user’s notification as not found to push and history, in and across tenants', () => {
    const [notification] = about(markus, 'n-contact-1');
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
      const results = pushAs(database, member, sameTenant ? [...touches, ...takeOvers] : touches).results;
      expect(
        results.map((result) => ('code' in result ? result.code : result.status)),
        member.userId,
      ).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', ...(sameTenant ? ['FORBIDDEN', 'FORBIDDEN'] : [])]);
      const employee = readDocument(database.db, member.tenant.id, member.employeeId);
      if (!employee) throw new Error('no employee');
      const principal = loadPrincipal(database.db, { tenant: member.tenant, employee });
      const history = documentHistory(
        database.db,
        tenantOf(database, member.tenant.id),
        {
          userId: member.userId,
          principal,
        },
        'NOTIFICATION',
        id,
      );
      expect(history).toBeUndefined();
    }
    expect(readDocument(database.db, 'tenant-acme', id)?.data).toEqual(notification?.data);
  });
});

describe('R3: the recipient may only mark a notification read', () => {
  it('applies isRead and syncs it back to the recipient', () => {
    const [notification] = about(markus, 'n-contact-1');
    const id = notification?.id ?? '';
    const results = pushAs(database, markus, [
      { op: 'patch', type: 'NOTIFICATION', id, baseVersion: 1, fields: { isRead: { value: true, base: false } } },
    ]).results;
    expect(results[0]?.status).toBe('applied');
    expect(about(markus, 'n-contact-1')[0]?.data.isRead).toBe(true);
  });

  it('refuses other fields, deletes and creates by the recipient', () => {
    const [notification] = about(markus, 'n-contact-1');
    const id = notification?.id ?? '';
    const results = pushAs(database, markus, [
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
    ]).results;
    expect(results.map((result) => ('code' in result ? result.code : result.status))).toEqual([
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
    ]);
    expect(readDocument(database.db, 'tenant-acme', 'n-forged')).toBeUndefined();
    expect(readDocument(database.db, 'tenant-acme', id)?.data.action).toBe('CREATE');
  });
});
