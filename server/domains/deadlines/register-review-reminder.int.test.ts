import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema';
import { day } from '../../seed/demo/dates';
import { HAMBURG } from '../../seed/demo/nordlicht';
import { commitAsSystem } from '../../sync/system-write';
import { domainHooksFor } from '..';
import { setUpReminderRun } from './test-support/reminder-run';

const ANNA = 'anna@sorgfalt.example';

const run = setUpReminderRun();
const { runOn, digests, reminders, receivedBy } = run;

/** The register reviews among a tenant's reminders in the app: [action, location, recipient], by location. */
async function registerReminders(tenantId: string) {
  return (await reminders(tenantId))
    .filter((row) => row.data.entityType === 'SUBSTANCE_REGISTER_REVIEW')
    .map((row) => [row.data.action, row.data.document, row.owner])
    .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
}

/** The digests of a tenant that remind of a location's register. */
async function registerDigests(tenantId: string, location: string) {
  return (await digests(tenantId)).filter((row) => row.text.includes(location));
}

describe('the register review, reminded of with the other due dates (REG-10, DL-9)', () => {
  it('REG-10: reminds the keepers of an overdue location once, in German, over SMTP; a current location is not reminded', async () => {
    // The demo: Lager Mannheim reviewed 400 days before the reference day (overdue), Werk
    // Ludwigshafen 120 days before (current). Anna, the administrator, is Acme's only employee with an account.
    expect(await runOn(day(0))).toMatchObject({ outcome: 'ok', counts: { mails: 1 } });
    const [mail, ...more] = await receivedBy(ANNA, 1);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ from: 'sorgfalt@example.org', to: [ANNA], contentLanguage: 'de' });
    expect(mail?.text).toContain('Hallo Anna Berger,');
    expect(mail?.text).toContain(
      `- Lager Mannheim (Überprüfung des Gefahrstoffverzeichnisses), fällig am 27. September 2026\n  ${run.server.url}/hazardous_substances?location=acme-loc-mannheim`,
    );
    expect(mail?.text).not.toContain('Werk Ludwigshafen');
    expect(await registerReminders('tenant-acme')).toEqual([['OVERDUE', 'acme-loc-mannheim', 'user-demo-anna']]);
  });

  it('REG-10: the same due day is reminded once, whatever runs later; a location is reminded from 14 days before its due day', async () => {
    expect(await runOn(day(0))).toEqual({ outcome: 'taken' });
    expect(await runOn(day(1))).toMatchObject({ outcome: 'ok', counts: { mails: 0 } });
    // Werk Ludwigshafen, reviewed on day(-120) = 2026-07-04, is due on 2027-07-04.
    expect(await runOn('2027-06-19')).toMatchObject({ outcome: 'ok' });
    expect(await registerReminders('tenant-acme')).toHaveLength(1);
    expect(await runOn('2027-06-20')).toMatchObject({ outcome: 'ok' });
    expect(await runOn('2027-06-21')).toMatchObject({ outcome: 'ok' });
    expect(await registerReminders('tenant-acme')).toEqual([
      ['DUE_SOON', 'acme-loc-ludwigshafen', 'user-demo-anna'],
      ['OVERDUE', 'acme-loc-mannheim', 'user-demo-anna'],
    ]);
    const ludwigshafen = await registerDigests('tenant-acme', 'Werk Ludwigshafen');
    expect(ludwigshafen).toHaveLength(1);
    expect(ludwigshafen[0]?.text).toContain(
      'In den nächsten 14 Tagen fällig:\n- Werk Ludwigshafen (Überprüfung des Gefahrstoffverzeichnisses), fällig am 4. Juli 2027',
    );
  });

  it("REG-10: a new review moves the due day; another tenant's locations are reminded in its own outbox and language, and a role without the right gets nothing", async () => {
    const system = { db: run.db, hooks: domainHooksFor(run.server.config) };
    await commitAsSystem(system, 'tenant-acme', 'test', (writer) =>
      writer.put('SUBSTANCE_REGISTER_REVIEW', 'acme-regrev-test-mannheim', {
        location: 'acme-loc-mannheim',
        // A review is never dated in the future (REG-11): the reference day, long before the run below.
        reviewedOn: day(0),
        reviewedBy: 'acme-emp-anna',
      }),
    );
    // Nordlicht keeps hazardous substances at its Hamburg depot from now on, in English.
    await run.db
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

    expect(await runOn('2027-06-22')).toMatchObject({ outcome: 'ok' });
    const [english, ...others] = await registerDigests('tenant-nordlicht', 'Depot Hamburg');
    expect(others).toEqual([]);
    expect(english).toMatchObject({
      recipient: ANNA,
      language: 'en',
    });
    expect(english?.text).toContain(
      `Overdue:\n- Depot Hamburg (Hazardous substance register review): no review recorded yet\n  ${run.server.url}/hazardous_substances?location=nord-loc-hamburg`,
    );
    expect(english?.text).not.toMatch(/Acme|Mannheim|Ludwigshafen/);
    expect(await registerReminders('tenant-nordlicht')).toEqual([['OVERDUE', 'nord-loc-hamburg', 'user-demo-anna']]);
    // A location never reviewed is reminded of once until its first review, however many days pass.
    expect(await runOn('2027-06-23')).toMatchObject({ outcome: 'ok' });
    expect(await registerDigests('tenant-nordlicht', 'Depot Hamburg')).toHaveLength(1);
    // Tom drives for Nordlicht without rights on substances; the Bremen depot lists no substances.
    expect((await digests('tenant-nordlicht')).some((mail) => mail.text.includes('Bremen'))).toBe(false);
    expect((await registerReminders('tenant-nordlicht')).some((row) => row[2] === 'user-demo-tom')).toBe(false);
    // Mannheim's new review is due on day(365): not within 14 days of the run, so not reminded of again.
    expect(await registerDigests('tenant-acme', 'Hamburg')).toEqual([]);
    expect(await registerReminders('tenant-acme')).toHaveLength(2);
    expect(await receivedBy(ANNA, 1, 'Depot Hamburg')).toMatchObject([
      { contentLanguage: 'en', subject: expect.stringMatching(/^Nordlicht Spedition GmbH: \d+ overdue/) },
    ]);
  });
});
