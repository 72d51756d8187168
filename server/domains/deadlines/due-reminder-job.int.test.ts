import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, idpAccounts, tenants } from '../../db/schema';
import { saveSubscriptions } from '../../notifications/subscription-store';
import { day } from '../../seed/demo/dates';
import { commitAsSystem } from '../../sync/system-write';
import { domainHooksFor } from '..';
import { setUpReminderRun } from './test-support/reminder-run';

const ANNA = 'anna@sorgfalt.example';
const TOM = 'tom@sorgfalt.example';

const run = setUpReminderRun();
const { runOn, digests, reminders, receivedBy } = run;

describe('the daily reminders of due dates (DL-12, DL-13, DL-15)', () => {
  it('DL-12, DL-15: sends the responsible one digest in German with the overdue inspection, training and register, and reminders in the app', async () => {
    // The demo: Anna is responsible for the earthing monitor's inspection, last done day(-230) =
    // 2026-03-16 every 6 months, so due on 2026-09-16 (DL-5) and overdue on the reference day; her
    // forklift training was due on day(-5) (TRN-2); as administrator she may record the review of
    // Lager Mannheim's register, due on 2026-09-27 (REG-9, REG-10).
    expect(await runOn(day(0))).toMatchObject({ outcome: 'ok', counts: { mails: 1 } });
    const [mail, ...more] = await receivedBy(ANNA, 1);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      from: 'sorgfalt@example.org',
      to: [ANNA],
      subject: 'Acme Chemie GmbH: 3 überfällig',
      contentLanguage: 'de',
    });
    expect(mail?.text).toContain('Hallo Anna Berger,');
    expect(mail?.text).toContain(
      [
        'Überfällig:',
        '- Prüfung Erdungsüberwachung Fassabfüllanlage (Prüfung), fällig am 16. September 2026',
        `  ${run.server.url}/inspections/acme-insp-filling-earthing`,
        '- Lager Mannheim (Überprüfung des Gefahrstoffverzeichnisses), fällig am 27. September 2026',
        `  ${run.server.url}/hazardous_substances?location=acme-loc-mannheim`,
        '- Unterweisung Flurförderzeuge (DGUV Vorschrift 68) (Unterweisung fällig), fällig am 27. Oktober 2026',
        `  ${run.server.url}/instructions/acme-training-forklift`,
      ].join('\n'),
    );
    expect(mail?.text).toContain(`${run.server.url}/due`);
    // Items of others (the forklift inspection is Hoffmann's, the hazardous substance training's
    // open sessions Wagner's and Klein's) are not in Anna's digest; a current register neither.
    expect(mail?.text).not.toMatch(/Gabelstapler|Gefahrstoffe nach|Werk Ludwigshafen/);
    const inApp = (await reminders('tenant-acme')).map((row) => [
      row.data.action,
      row.data.entityType,
      row.data.document,
      row.data.title,
      row.owner,
    ]);
    expect(inApp.sort((a, b) => String(a[2]).localeCompare(String(b[2])))).toEqual([
      [
        'OVERDUE',
        'INSPECTION',
        'acme-insp-filling-earthing',
        'Prüfung Erdungsüberwachung Fassabfüllanlage',
        'user-demo-anna',
      ],
      ['OVERDUE', 'SUBSTANCE_REGISTER_REVIEW', 'acme-loc-mannheim', 'Lager Mannheim', 'user-demo-anna'],
      [
        'OVERDUE',
        'INSTRUCTION',
        'acme-training-forklift',
        'Unterweisung Flurförderzeuge (DGUV Vorschrift 68)',
        'user-demo-anna',
      ],
    ]);
  });

  it('DL-12: a second run of the day, or a later day, reminds of nothing twice; nothing due: no digest', async () => {
    expect(await runOn(day(0))).toEqual({ outcome: 'taken' });
    expect(await runOn(day(1))).toMatchObject({ outcome: 'ok', counts: { reminders: 0, mails: 0 } });
    expect(await digests('tenant-acme')).toHaveLength(1);
    expect(await reminders('tenant-acme')).toHaveLength(3);
    expect(await digests('tenant-nordlicht')).toEqual([]);
  });

  it('DL-13: an item overdue longer than the company setting goes to the head of department too, in the head’s language', async () => {
    const system = { db: run.db, hooks: domainHooksFor(run.server.config) };
    await commitAsSystem(system, 'tenant-acme', 'test', async (writer) => {
      await writer.put('COMPANY_SETTINGS', 'company-settings', { escalationAfterDays: 30 });
      await writer.put('DEPARTMENT', 'acme-dep-filling', {
        name: 'Abfüllung',
        parent: 'acme-dep-production',
        head: 'acme-emp-anna',
      });
      await writer.patch('EMPLOYEE', 'acme-emp-schneider', { departments: ['acme-dep-filling'] });
    });
    await run.db.update(idpAccounts).set({ language: 'en' }).where(eq(idpAccounts.id, 'demo-anna')).run();
    // The tank farm's lightning protection, Schneider's, was due on day(-35) = 2026-09-27: 36 days
    // overdue on day(2); so is Yılmaz's forklift training, completed on day(-400) and repeated yearly (TRN-2).
    expect(await runOn(day(2))).toMatchObject({ outcome: 'ok', counts: { mails: 1 } });
    const mail = (await receivedBy(ANNA, 2)).at(-1);
    expect(mail).toMatchObject({ subject: 'Acme Chemie GmbH: 2 overdue', contentLanguage: 'en' });
    expect(mail?.text).toContain('Hello Anna Berger,');
    expect(mail?.text).toContain(
      'Overdue by more than 30 days in your department:\n- Prüfung Blitzschutz und Erdung Tanklager Nord (Inspection), due on September 27, 2026, responsible: Markus Schneider',
    );
    expect(mail?.text).toContain(
      '- Unterweisung Flurförderzeuge (DGUV Vorschrift 68) (Training due), due on September 27, 2026, responsible: Mehmet Yılmaz',
    );
    expect(mail?.text).not.toContain('Erdungsüberwachung');
    expect(await runOn(day(3))).toMatchObject({ outcome: 'ok', counts: { reminders: 0, mails: 0 } });
  });

  it('DL-12: respects the notification settings: without "overdue" for inspections, a new due day is not reminded', async () => {
    await saveSubscriptions(run.db, 'tenant-acme', 'user-demo-anna', { INSPECTION: ['DUE_SOON'] });
    const system = { db: run.db, hooks: domainHooksFor(run.server.config) };
    // Inspected again on day(-200): due again on day(-200) + 6 months = 2026-10-15, overdue.
    await commitAsSystem(system, 'tenant-acme', 'test', (writer) =>
      writer.patch('INSPECTION', 'acme-insp-filling-earthing', { lastInspectionAt: day(-200) }),
    );
    const stored = await run.db
      .select()
      .from(documents)
      .where(and(eq(documents.tenantId, 'tenant-acme'), eq(documents.id, 'acme-insp-filling-earthing')))
      .get();
    expect(stored?.data.nextInspectionAt).toBe('2026-10-15');
    expect(await runOn(day(4))).toMatchObject({ outcome: 'ok', counts: { reminders: 0, mails: 0 } });
    await saveSubscriptions(run.db, 'tenant-acme', 'user-demo-anna', { INSPECTION: ['DUE_SOON', 'OVERDUE'] });
    expect(await runOn(day(5))).toMatchObject({ outcome: 'ok', counts: { reminders: 1, mails: 1 } });
    expect((await receivedBy(ANNA, 3)).at(-1)?.text).toContain('due on October 15, 2026');
  });

  it('DL-15: a participant who reads only their own trainings is reminded of their session, linked to their list; nobody else of the tenant is', async () => {
    const system = { db: run.db, hooks: domainHooksFor(run.server.config) };
    await run.db
      .update(tenants)
      .set({
        subscribedModules: [
          'ADR_TRANSPORT_MANAGEMENT',
          'EMPLOYEE_MANAGEMENT',
          'ACCESS_MANAGEMENT',
          'MEASURE_MANAGEMENT',
          'LEARN_MANAGEMENT',
        ],
      })
      .where(eq(tenants.id, 'tenant-nordlicht'))
      .run();
    await commitAsSystem(system, 'tenant-nordlicht', 'test', async (writer) => {
      await writer.patch('ACCESS_ROLE', 'nord-role-driver', {
        scopes: [
          {
            id: 'nord-role-driver-scope-instructions',
            resource: 'MY_INSTRUCTIONS',
            rules: [
              {
                id: 'nord-role-driver-rule-instructions',
                action: 'READ',
                organizationScope: 'ALL',
                locations: [],
                departments: [],
              },
            ],
          },
        ],
      });
      await writer.put('INSTRUCTION', 'nord-training-test-adr', {
        name: 'ADR-Unterweisung 1.3',
        dueDate: day(12),
        sessions: [
          { id: 'nord-training-test-adr-tom', employee: 'nord-emp-tom', progressInPercent: 0 },
          {
            id: 'nord-training-test-adr-anna',
            employee: 'nord-emp-anna',
            progressInPercent: 100,
            completedAt: `${day(-3)}T12:00:00.000Z`,
          },
        ],
      });
    });
    // Due on day(12): within the 14 days of the run on day(6) (DL-12).
    expect(await runOn(day(6))).toMatchObject({ outcome: 'ok' });
    const [mail, ...more] = await receivedBy(TOM, 1);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Nordlicht Spedition GmbH: 1 bald fällig', contentLanguage: 'de' });
    expect(mail?.text).toContain('Hallo Tom Krüger,');
    expect(mail?.text).toContain(
      `- ADR-Unterweisung 1.3 (Unterweisung fällig), fällig am ${new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${day(12)}T00:00Z`))}\n  ${run.server.url}/instructions/user`,
    );
    // Anna completed hers without a repeat interval: nothing due for her in Nordlicht.
    expect((await digests('tenant-nordlicht')).map((row) => row.recipient)).toEqual([TOM]);
    expect((await reminders('tenant-nordlicht')).map((row) => [row.data.action, row.data.document])).toEqual([
      ['DUE_SOON', 'nord-training-test-adr'],
    ]);
  });
});
