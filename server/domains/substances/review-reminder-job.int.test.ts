import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { mailOutbox, tenants } from '../../db/schema';
import { runSlot, type SlotResult } from '../../jobs/run-slot';
import { type SmtpTestServer, startSmtpTestServer } from '../../mail/test-support/smtp-test-server';
import { day } from '../../seed/demo/dates';
import { HAMBURG } from '../../seed/demo/nordlicht';
import { commitAsSystem } from '../../sync/system-write';
import { startTestServer, type TestServer } from '../../test/test-server';
import { domainHooksFor } from '..';
import { registerReviewReminder } from './review-reminder-job';

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

/** Runs the job's slot at 05:00 UTC of the day, as the schedule does. */
function runOn(date: string): Promise<SlotResult> {
  return runSlot(db, registerReviewReminder(server.url), new Date(`${date}T05:00:00Z`), 'schedule');
}

/** The reminders in a tenant's outbox. */
function reminders(tenantId: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.kind, 'register-review')))
    .all();
}

/** Waits until the SMTP server has received `count` mails to the recipient. */
async function receivedBy(recipient: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = smtp.mails.filter((mail) => mail.to.includes(recipient));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the register review reminder (REG-10)', () => {
  it('REG-10: reminds the keepers of an overdue location once, in German, over SMTP; a current location is not reminded', async () => {
    // The demo: Lager Mannheim reviewed 400 days before the reference day (overdue), Werk
    // Ludwigshafen 120 days before (current). Anna, the administrator, is Acme's only employee with an account.
    expect(await runOn(day(0))).toMatchObject({ outcome: 'ok', counts: { tenants: 1, due: 1, mails: 1 } });
    const [mail, ...more] = await receivedBy(ANNA, 1);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      from: 'sorgfalt@example.org',
      to: [ANNA],
      subject: 'Gefahrstoffverzeichnis Lager Mannheim: Überprüfung überfällig seit 27. September 2026',
      contentLanguage: 'de',
    });
    expect(mail?.text).toContain('Hallo Anna Berger,');
    expect(mail?.text).toContain(
      'das Gefahrstoffverzeichnis von Lager Mannheim (Acme Chemie GmbH) wurde zuletzt am 27. September 2025 von Sabine Hoffmann überprüft.',
    );
    expect(mail?.text).toContain('die nächste Überprüfung war am 27. September 2026 fällig.');
    expect(mail?.text).toContain(`${server.url}/hazardous_substances?location=acme-loc-mannheim`);
    expect(mail?.text).not.toContain('Werk Ludwigshafen');
    const [stored] = await reminders('tenant-acme');
    expect(stored).toMatchObject({
      id: 'register-review:tenant-acme:acme-loc-mannheim:2026-09-27:acme-emp-anna',
      recipient: ANNA,
      language: 'de',
    });
  });

  it('REG-10: the same due day is reminded once, whatever runs later; a location is reminded from 30 days before its due day', async () => {
    expect(await runOn(day(0))).toEqual({ outcome: 'taken' });
    expect(await runOn(day(1))).toMatchObject({ outcome: 'ok', counts: { due: 1, mails: 0 } });
    // Werk Ludwigshafen, reviewed on day(-120) = 2026-07-04, is due on 2027-07-04.
    expect(await runOn('2027-06-03')).toMatchObject({ outcome: 'ok', counts: { due: 1, mails: 0 } });
    expect(await runOn('2027-06-04')).toMatchObject({ outcome: 'ok', counts: { due: 2, mails: 1 } });
    expect(await runOn('2027-06-20')).toMatchObject({ outcome: 'ok', counts: { due: 2, mails: 0 } });
    const mails = await receivedBy(ANNA, 2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Gefahrstoffverzeichnis Lager Mannheim: Überprüfung überfällig seit 27. September 2026',
      'Gefahrstoffverzeichnis Werk Ludwigshafen: Überprüfung fällig am 4. Juli 2027',
    ]);
    expect(mails[1]?.text).toContain('von Anna Berger überprüft');
    expect(await reminders('tenant-acme')).toHaveLength(2);
  });

  it("REG-10: a new review moves the due day; another tenant's locations are reminded in its own outbox and language, and a role without the right gets nothing", async () => {
    const system = { db, hooks: domainHooksFor(server.config) };
    await commitAsSystem(system, 'tenant-acme', 'test', (writer) =>
      writer.put('SUBSTANCE_REGISTER_REVIEW', 'acme-regrev-test-mannheim', {
        location: 'acme-loc-mannheim',
        // A review is never dated in the future (REG-11): the reference day, long before the run below.
        reviewedOn: day(0),
        reviewedBy: 'acme-emp-anna',
      }),
    );
    // Nordlicht keeps hazardous substances at its Hamburg depot from now on, in English.
    await db
      .update(tenants)
      .set({ language: 'en', subscribedModules: ['HAZARDOUS_SUBSTANCES', 'EMPLOYEE_MANAGEMENT', 'ACCESS_MANAGEMENT'] })
      .where(eq(tenants.id, 'tenant-nordlicht'))
      .run();
    await commitAsSystem(system, 'tenant-nordlicht', 'test', async (writer) => {
      await writer.put('DEPARTMENT', 'nord-dep-test-yard', { name: 'Hof', parent: HAMBURG });
      await writer.put('STORAGE', 'nord-st-test-cabinet', {
        name: 'Sicherheitsschrank Hof',
        department: 'nord-dep-test-yard',
        responsible: 'nord-emp-anna',
      });
      await writer.put('SUBSTANCE', 'nord-sub-test-paint', {
        name: 'Lack, lösemittelhaltig',
        hazardStatements: ['H226'],
        ghsSymbols: ['GHS02'],
        storageLocations: [
          { id: 'nord-sub-test-paint-1', storage: 'nord-st-test-cabinet', quantity: { value: 60, unit: 'L' } },
        ],
      });
    });

    expect(await runOn('2027-06-22')).toMatchObject({ outcome: 'ok', counts: { tenants: 2, due: 2, mails: 1 } });
    const [english] = await reminders('tenant-nordlicht');
    expect(english).toMatchObject({
      id: 'register-review:tenant-nordlicht:nord-loc-hamburg:never:nord-emp-anna',
      recipient: ANNA,
      language: 'en',
      subject: 'Hazardous substance register Depot Hamburg: no review recorded',
    });
    expect(english?.text).toContain(
      'No review of the hazardous substance register of Depot Hamburg (Nordlicht Spedition GmbH) has been recorded yet.',
    );
    expect(english?.text).not.toMatch(/Acme|Mannheim|Ludwigshafen/);
    expect(await reminders('tenant-nordlicht')).toHaveLength(1);
    // Tom drives for Nordlicht without rights on substances; the Bremen depot lists no substances.
    expect((await reminders('tenant-nordlicht')).some((mail) => mail.recipient === 'tom@sorgfalt.example')).toBe(false);
    expect((await reminders('tenant-acme')).every((mail) => !mail.text.includes('Hamburg'))).toBe(true);
    expect(await reminders('tenant-acme')).toHaveLength(2);
    expect((await receivedBy(ANNA, 3)).at(-1)?.contentLanguage).toBe('en');
  });
});
