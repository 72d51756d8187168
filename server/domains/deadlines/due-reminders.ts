import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { can, canOnDocument, type Principal } from '../../../shared/access/evaluate';
import { parseLanguage } from '../../../shared/cookies';
import { windowEnd } from '../../../shared/domain/deadlines';
import {
  DUE_SOURCE_TYPES,
  type DueItem,
  dueItemPath,
  dueItems,
  escalationDays,
  REMINDER_LOOKAHEAD_DAYS,
  type ReminderKind,
  reminderKey,
  remindersOf,
} from '../../../shared/domain/due';
import { documentTitle } from '../../../shared/entities/document-title';
import { COMPANY_SETTINGS_ID } from '../../../shared/entities/hidden-fields';
import { entityFor } from '../../../shared/entities/registry';
import { substanceRegisterReview } from '../../../shared/entities/substance-register-review';
import { DUE_TYPES, type Subscriptions, wants } from '../../../shared/notifications/subscriptions';
import type { Tenant } from '../../auth/identity';
import { loadPrincipal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { accountEmployeeJoin } from '../../db/live-documents';
import { documents, employeeAccounts, idpAccounts, users } from '../../db/schema';
import { enqueueMailOnce } from '../../mail/outbox';
import { readSubscriptions } from '../../notifications/subscription-store';
import { type NewNotification, writeNotifications } from '../../notifications/write-notifications';
import { asPlace, type StoredPlace } from '../../sync/place';
import { type DigestLine, digestMail } from './digest-mail';

/** What the reminders of one tenant did, for the job's record. */
export interface DueReminderCounts {
  /** Reminders written now (in-app notifications); one written by an earlier run is not counted again. */
  readonly reminders: number;
  /** Digest mails written now. */
  readonly mails: number;
}

/** An employee of the tenant who signs in and can be reminded. */
interface Person {
  readonly employeeId: string;
  readonly userId: string;
  readonly name: string;
  readonly email: string | undefined;
  readonly language: 'de' | 'en';
  readonly principal: Principal;
  readonly subscriptions: Subscriptions;
}

interface Row {
  readonly id: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly place: StoredPlace;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const OTHER_TYPES = ['EMPLOYEE', 'DEPARTMENT', 'COMPANY_SETTINGS'];

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The tenant's employees bound to a sign-in account, not deleted, with their principal, settings and language. */
async function people(db: Db, tenant: Tenant): Promise<Map<string, Person>> {
  const rows = await db
    .select({
      employeeId: documents.id,
      data: documents.data,
      userId: employeeAccounts.userId,
      language: idpAccounts.language,
    })
    .from(employeeAccounts)
    .innerJoin(documents, accountEmployeeJoin)
    .leftJoin(users, eq(users.id, employeeAccounts.userId))
    .leftJoin(idpAccounts, eq(idpAccounts.id, users.subject))
    .where(eq(employeeAccounts.tenantId, tenant.id))
    .orderBy(documents.id)
    .all();
  const found = new Map<string, Person>();
  for (const row of rows) {
    const email = typeof row.data.email === 'string' ? row.data.email.trim() : '';
    found.set(row.employeeId, {
      employeeId: row.employeeId,
      userId: row.userId,
      name: documentTitle('EMPLOYEE', row.data),
      email: EMAIL.test(email) ? email : undefined,
      language: parseLanguage(row.language ?? tenant.language),
      principal: await loadPrincipal(db, { tenant, employee: { id: row.employeeId, data: row.data } }),
      subscriptions: await readSubscriptions(db, tenant.id, row.userId),
    });
  }
  return found;
}

/** The id of one reminder's notification: the same reminder always lands on the same id. */
function reminderId(tenantId: string, key: string): string {
  return `due-${createHash('sha256').update(`${tenantId}\n${key}`).digest('hex').slice(0, 40)}`;
}

/** One reminder planned for one person. */
interface Planned {
  readonly id: string;
  readonly kind: ReminderKind;
  readonly item: DueItem;
  readonly person: Person;
  readonly row: Row;
  /** Where the reminder opens the item in the app. */
  readonly path: string;
}

/** A place of one location, as the register review sits (REG-10). */
function locationPlace(location: string) {
  return { locations: new Set([location]), departments: new Set<string>() };
}

/**
 * DL-12: the path a person's reminder opens, or undefined when the person may not hear of the
 * item: a register review those who may record it (REG-10); a training its readers, and its
 * participants through "my instructions" (DL-15, TRN-7); anything else its readers.
 */
function pathFor(person: Person, item: DueItem, row: Row): string | undefined {
  const place = asPlace(row.place);
  if (item.kind === 'REGISTER_REVIEW') {
    return canOnDocument(person.principal, 'CREATE', substanceRegisterReview, locationPlace(item.id))
      ? dueItemPath(item)
      : undefined;
  }
  const entity = entityFor(item.type);
  if (entity && canOnDocument(person.principal, 'READ', entity, place)) return dueItemPath(item) ?? '/due';
  const participant = item.kind === 'TRAINING' && item.responsible.includes(person.employeeId);
  return participant && can(person.principal, 'READ', 'MY_INSTRUCTIONS', place) ? '/instructions/user' : undefined;
}

/**
 * DL-12: whether the person's notification settings let the reminder through: the types the
 * settings offer reminders for (DUE_TYPES) as chosen; trainings and register reviews, which the
 * spec's notification types do not name, always (decision 0051).
 */
function wanted(person: Person, item: DueItem, kind: ReminderKind): boolean {
  if (!(DUE_TYPES as readonly string[]).includes(item.type)) return true;
  return wants(person.subscriptions, item.type, kind === 'DUE_SOON' ? 'DUE_SOON' : 'OVERDUE');
}

/** DL-10, REG-10: who is reminded of an item: its responsible, for a register review whoever may record it. */
function recipientsOf(item: DueItem, persons: ReadonlyMap<string, Person>): readonly string[] {
  if (item.kind !== 'REGISTER_REVIEW') return item.responsible;
  return [...persons.values()]
    .filter((person) => canOnDocument(person.principal, 'CREATE', substanceRegisterReview, locationPlace(item.id)))
    .map((person) => person.employeeId);
}

/** How a reminder appears in the app: a register review as the location's register, else as its document. */
function notificationOf({ id, kind, item, person, row }: Planned): NewNotification {
  return {
    id,
    recipient: person.userId,
    action: kind === 'DUE_SOON' ? 'DUE_SOON' : 'OVERDUE',
    entityType: item.kind === 'REGISTER_REVIEW' ? substanceRegisterReview.type : item.type,
    document: item.id,
    title: documentTitle(row.type, row.data),
    employee: undefined,
    place: row.place,
  };
}

/**
 * DL-12, DL-13, DL-15: reminds the people responsible for what falls due within 14 days or is
 * overdue (those who may record a register review of its register reviews), once per item, due
 * day and kind, as in-app notifications and one digest mail per person and run in their language;
 * items overdue by more than the company's escalation days also go to the heads of the
 * responsible people's departments. Each person hears only of what they may read (a participant
 * of their training), of modules the tenant has, as their notification settings allow. Runs in
 * the caller's transaction.
 */
export async function remindDue(db: Db, tenant: Tenant, today: string, publicUrl: string): Promise<DueReminderCounts> {
  const rows: Row[] = await db
    .select({ id: documents.id, type: documents.type, data: documents.data, place: documents.place })
    .from(documents)
    .where(
      and(
        eq(documents.tenantId, tenant.id),
        inArray(documents.type, [...new Set([...DUE_SOURCE_TYPES, ...OTHER_TYPES])]),
        eq(documents.deleted, false),
        isNull(documents.owner),
      ),
    )
    .all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const inModules = rows.filter((row) => {
    const module = entityFor(row.type)?.module;
    return module === null || (module !== undefined && tenant.subscribedModules.includes(module));
  });
  const items = dueItems(inModules, today, windowEnd(today, REMINDER_LOOKAHEAD_DAYS)).filter(
    (item) => item.responsible.length > 0 || item.kind === 'REGISTER_REVIEW',
  );
  if (items.length === 0) return { reminders: 0, mails: 0 };
  const persons = await people(db, tenant);
  const escalateAfter = escalationDays(byId.get(COMPANY_SETTINGS_ID)?.data);
  // DL-13: the heads of the departments the responsible employee belongs to.
  const heads = (employee: string) =>
    strings(byId.get(employee)?.data.departments).flatMap((department) => {
      const head = byId.get(department)?.data.head;
      return typeof head === 'string' ? [head] : [];
    });

  const planned: Planned[] = [];
  for (const item of items) {
    const row = byId.get(item.id);
    if (!row) continue;
    for (const kind of remindersOf(item, today, escalateAfter)) {
      const targets =
        kind === 'ESCALATION'
          ? [...new Set(item.responsible.flatMap(heads))].filter((head) => !item.responsible.includes(head))
          : recipientsOf(item, persons);
      for (const employee of targets) {
        const person = persons.get(employee);
        if (!person || !wanted(person, item, kind)) continue;
        const path = pathFor(person, item, row);
        if (path === undefined) continue;
        planned.push({ id: reminderId(tenant.id, reminderKey(kind, item, employee)), kind, item, person, row, path });
      }
    }
  }
  if (planned.length === 0) return { reminders: 0, mails: 0 };
  const known = new Set(
    (
      await db
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.tenantId, tenant.id),
            inArray(
              documents.id,
              planned.map((entry) => entry.id),
            ),
          ),
        )
        .all()
    ).map((row) => row.id),
  );
  const fresh = planned.filter((entry) => !known.has(entry.id));
  if (fresh.length === 0) return { reminders: 0, mails: 0 };
  const notifications = fresh.map(notificationOf);
  await writeNotifications(db, tenant.id, notifications);
  let mails = 0;
  for (const person of new Set(fresh.map((entry) => entry.person))) {
    if (!person.email) continue;
    const mine = fresh.filter((entry) => entry.person === person);
    const line = (entry: Planned): DigestLine => {
      const responsible = entry.item.responsible.map((id) => {
        const employee = byId.get(id);
        return employee ? documentTitle('EMPLOYEE', employee.data) : '';
      });
      return {
        item: entry.item,
        title: documentTitle(entry.row.type, entry.row.data),
        link: `${publicUrl}${entry.path}`,
        ...(entry.kind === 'ESCALATION' ? { responsible: responsible.filter(Boolean).join(', ') } : {}),
      };
    };
    const of = (kind: ReminderKind) => mine.filter((entry) => entry.kind === kind).map(line);
    const mail = digestMail(
      {
        company: tenant.fullName,
        recipient: person.name,
        overdue: of('OVERDUE'),
        dueSoon: of('DUE_SOON'),
        escalated: of('ESCALATION'),
        escalationDays: escalateAfter,
        dueLink: `${publicUrl}/due`,
      },
      person.language,
    );
    const digestId = `due-digest:${tenant.id}:${person.employeeId}:${today}:${createHash('sha256')
      .update(mine.map((entry) => entry.id).join('\n'))
      .digest('hex')
      .slice(0, 16)}`;
    const written = await enqueueMailOnce(db, digestId, {
      tenantId: tenant.id,
      recipient: person.email,
      language: person.language,
      kind: 'due-digest',
      ...mail,
    });
    if (written) mails += 1;
  }
  return { reminders: fresh.length, mails };
}
