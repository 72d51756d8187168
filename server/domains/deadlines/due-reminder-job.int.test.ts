import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { documents, idpAccounts, mailOutbox } from '../../db/schema';
import { runSlot, type SlotResult } from '../../jobs/run-slot';
import { type SmtpTestServer, startSmtpTestServer } from '../../mail/test-support/smtp-test-server';
import { saveSubscriptions } from '../../notifications/subscription-store';
import { day } from '../../seed/demo/dates';
import { commitAsSystem } from '../../sync/system-write';
import { startTestServer, type TestServer } from '../../test/test-server';
import { domainHooksFor } from '..';
import { dueReminders } from './due-reminder-job';

const ANNA = 'anna@sorgfalt.example';

let smtp: SmtpTestServer;
let server: TestServer;
let db: Db;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sorgfalt <sorgfalt@example.org>', MAIL_RETRY_BASE_MS: '100' },
  });
  db = server.database.db;
}, 60_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** Runs the job's slot at 05:30 UTC of the day, as the schedule does. */
function runOn(date: string): Promise<SlotResult> {
  return runSlot(db, dueReminders(server.url), new Date(`${date}T05:30:00Z`), 'schedule');
}

function digests(tenantId: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.kind, 'due-digest')))
    .orderBy(mailOutbox.createdAt)
    .all();
}

/** The reminders in the app: notifications about due dates. */
async function reminders(tenantId: string) {
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.type, 'NOTIFICATION')))
    .all();
  return rows.filter((row) => row.data.action === 'DUE_SOON' || row.data.action === 'OVERDUE');
}

async function receivedBy(recipient: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = smtp.mails.filter((mail) => mail.to.includes(recipient));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the daily reminders of due dates (DL-12, DL-13)', () => {
  it('DL-12: sends the responsible one digest in German with the overdue inspection, and a reminder in the app', async () => {
    // The demo: Anna is responsible for the earthing monitor's inspection, last done day(-230) =
    // 2026-03-16 every 6 months, so due on 2026-09-16 (DL-5) and overdue on the reference day.
    expect(await runOn(day(0))).toMatchObject({ outcome: 'ok', counts: { mails: 1 } });
    const [mail, ...more] = await receivedBy(ANNA, 1);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      from: 'sorgfalt@example.org',
      to: [ANNA],
      subject: 'Acme Chemie GmbH: 1 überfällig',
      contentLanguage: 'de',
    });
    expect(mail?.text).toContain('Hallo Anna Berger,');
    expect(mail?.text).toContain(
      'Überfällig:\n- Prüfung Erdungsüberwachung Fassabfüllanlage (Prüfung), fällig am 16. September 2026',
    );
    expect(mail?.text).toContain(`${server.url}/inspections/acme-insp-filling-earthing`);
    expect(mail?.text).toContain(`${server.url}/due`);
    // Items of others (the forklift inspection is Hoffmann's) are not in Anna's digest.
    expect(mail?.text).not.toContain('Gabelstapler');
    const inApp = await reminders('tenant-acme');
    expect(inApp.map((row) => [row.data.action, row.data.document, row.owner])).toEqual([
      ['OVERDUE', 'acme-insp-filling-earthing', 'user-demo-anna'],
    ]);
    expect(inApp[0]?.data.title).toBe('Prüfung Erdungsüberwachung Fassabfüllanlage');
  });

  it('DL-12: a second run of the day, or a later day, reminds of nothing twice; nothing due: no digest', async () => {
    expect(await runOn(day(0))).toEqual({ outcome: 'taken' });
    expect(await runOn(day(1))).toMatchObject({ outcome: 'ok', counts: { reminders: 0, mails: 0 } });
    expect(await digests('tenant-acme')).toHaveLength(1);
    expect(await reminders('tenant-acme')).toHaveLength(1);
    expect(await digests('tenant-nordlicht')).toEqual([]);
  });

  it('DL-13: an item overdue longer than the company setting goes to the head of department too, in the head’s language', async () => {
    const system = { db, hooks: domainHooksFor(server.config) };
    await commitAsSystem(system, 'tenant-acme', 'test', async (writer) => {
      await writer.put('COMPANY_SETTINGS', 'company-settings', { escalationAfterDays: 30 });
      await writer.put('DEPARTMENT', 'acme-dep-filling', {
        name: 'Abfüllung',
        parent: 'acme-dep-production',
        head: 'acme-emp-anna',
      });
      await writer.patch('EMPLOYEE', 'acme-emp-schneider', { departments: ['acme-dep-filling'] });
    });
    await db.update(idpAccounts).set({ language: 'en' }).where(eq(idpAccounts.id, 'demo-anna')).run();
    // The tank farm's lightning protection, Schneider's, was due on day(-35) = 2026-09-27: 36 days overdue on day(2).
    expect(await runOn(day(2))).toMatchObject({ outcome: 'ok', counts: { mails: 1 } });
    const mail = (await receivedBy(ANNA, 2)).at(-1);
    expect(mail).toMatchObject({ subject: 'Acme Chemie GmbH: 1 overdue', contentLanguage: 'en' });
    expect(mail?.text).toContain('Hello Anna Berger,');
    expect(mail?.text).toContain(
      'Overdue by more than 30 days in your department:\n- Prüfung Blitzschutz und Erdung Tanklager Nord (Inspection), due on September 27, 2026, responsible: Markus Schneider',
    );
    expect(mail?.text).not.toContain('Erdungsüberwachung');
    expect(await runOn(day(3))).toMatchObject({ outcome: 'ok', counts: { reminders: 0, mails: 0 } });
  });

  it('DL-12: respects the notification settings: without "overdue" for inspections, a new due day is not reminded', async () => {
    await saveSubscriptions(db, 'tenant-acme', 'user-demo-anna', { INSPECTION: ['DUE_SOON'] });
    const system = { db, hooks: domainHooksFor(server.config) };
    // Inspected again on day(-200): due again on day(-200) + 6 months = 2026-10-15, overdue.
    await commitAsSystem(system, 'tenant-acme', 'test', (writer) =>
      writer.patch('INSPECTION', 'acme-insp-filling-earthing', { lastInspectionAt: day(-200) }),
    );
    const stored = await db
      .select()
      .from(documents)
      .where(and(eq(documents.tenantId, 'tenant-acme'), eq(documents.id, 'acme-insp-filling-earthing')))
      .get();
    expect(stored?.data.nextInspectionAt).toBe('2026-10-15');
    expect(await runOn(day(4))).toMatchObject({ outcome: 'ok', counts: { reminders: 0, mails: 0 } });
    await saveSubscriptions(db, 'tenant-acme', 'user-demo-anna', { INSPECTION: ['DUE_SOON', 'OVERDUE'] });
    expect(await runOn(day(5))).toMatchObject({ outcome: 'ok', counts: { reminders: 1, mails: 1 } });
    expect((await receivedBy(ANNA, 3)).at(-1)?.text).toContain('due on October 15, 2026');
  });
});
