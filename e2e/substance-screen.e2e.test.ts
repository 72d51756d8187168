import { randomUUID } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { approvalAfterStep, approvalStateOf } from '../shared/domain/substances';
import { useBrowser } from './support/browser';
import { prepareOfflineStart } from './support/offline';
import { ServerApi } from './support/server-api';
import { backToRequested, SubstancePage } from './support/substance-page';
import { syncNow, waitUntilSynced } from './support/sync';

const TABLET = { viewport: { width: 768, height: 1024 } };
const DIESEL = 'acme-sub-diesel';
const ISOPROPANOL = 'acme-sub-isopropanol';

describe('the substance screen (issue 16)', () => {
  const fixture = useBrowser();

  it('shows the sections of the work, collapses and jumps on a tablet, and warns where the data cannot be right', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example', TABLET);
    const screen = new SubstancePage(page);
    await screen.open('acme-sub-acetone');
    expect(await screen.sectionTitles()).toEqual([
      'Identität',
      'Lagerorte und Mengen',
      'Zusammensetzung',
      'Gefahren',
      'Grenzwerte',
      'Physikalische Eigenschaften',
      'Transport und Gewässer',
      'Sicherheitsdatenblätter',
      'Freigabe und Substitutionsprüfung',
    ]);

    // SUB-SDS-1: the newest data sheet of the demo's acetone is from 2024.
    expect(await screen.warning('safety-data-sheets', 'SUB-SDS-1').innerText()).toMatch(
      /^Das neueste Sicherheitsdatenblatt wurde am \d+\. \S+ 2024 ausgestellt, vor mehr als zwei Jahren\. Fragen Sie beim Lieferanten nach/,
    );
    expect(await screen.markedSections()).toEqual(['Sicherheitsdatenblätter']);

    // A collapsed section stays collapsed on this device; jumping to it opens it.
    await screen.toggle('physical-properties');
    expect(await screen.isOpen('physical-properties')).toBe(false);
    await page.reload();
    await screen.approval.waitFor();
    expect(await screen.isOpen('physical-properties')).toBe(false);
    expect(await screen.isOpen('limits')).toBe(true);
    await screen.jumpTo('Physikalische Eigenschaften');
    expect(await screen.isOpen('physical-properties')).toBe(true);
    expect(await page.locator('#field-flashPoint').inputValue()).toBe('-17');

    expect(await screen.state()).toBe('Freigegeben');
    expect(await screen.timeline()).toEqual([
      'Freigabe beantragt',
      'Substitutionsprüfung erfasst: Kein geeigneter Ersatzstoff und kein Ersatzverfahren',
      'Freigegeben',
    ]);

    // SUB-COMP-2, as the user types: the cleaner's lower ends (55 % and 35 %) raised to 65 % and 40 %.
    await screen.open('acme-sub-cleaner');
    const from = (row: number) => page.locator(`#field-composition-${row}-proportionFrom`);
    expect([await from(0).inputValue(), await from(1).inputValue()]).toEqual(['55', '35']);
    expect(await screen.section('composition').getByTestId('form-warnings').count()).toBe(0);
    await from(0).fill('65');
    await from(1).fill('40');
    expect(await screen.warning('composition', 'SUB-COMP-2').innerText()).toBe(
      'Die Anteile können nicht aufgehen: Schon ihre Untergrenzen ergeben zusammen 105 %, mehr als 100 %.',
    );
    expect(await screen.markedSections()).toEqual(['Zusammensetzung']);
    await from(1).fill('35');
    await screen.warning('composition', 'SUB-COMP-2').waitFor({ state: 'detached' });
    await context.close();
  });

  it('offline on a tablet the substitution check and the approval are stored, sent when back online and stamped by the server', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    onTestFinished(() => backToRequested(server, DIESEL));
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example', TABLET);
    const screen = new SubstancePage(page);
    await screen.open(DIESEL);
    expect(await screen.state()).toBe('Beantragt');
    expect(await screen.offeredSteps()).toEqual(['RECORD_CHECK', 'REJECT']);
    await prepareOfflineStart(page, app);

    await context.setOffline(true);
    await page.locator('.sync-status[data-state="offline"]').waitFor();
    await screen.approval.waitFor();
    await screen.takeStep('RECORD_CHECK', async () => {
      await page
        .locator('#field-approval-substitutionCheck')
        .fill('Elektrostapler geprüft: bestellt, bis zur Lieferung kein Ersatz für das Notstromaggregat.');
      await page.locator('#field-approval-substitutionResult').selectOption('NO_ALTERNATIVE');
    });
    expect(await page.getByTestId('approval-step-saved').innerText()).toBe(
      'Auf diesem Gerät gespeichert; wird gesendet, sobald Sie online sind',
    );
    expect(await screen.state()).toBe('Substitution geprüft');
    await screen.waiting().waitFor();
    expect(await screen.approval.locator('[data-kind="checked"] .comment-meta').innerText()).toBe(
      'Wartet auf das Senden; wer und wann hält der Server fest.',
    );
    expect(await screen.offeredSteps()).toEqual(['RECORD_CHECK', 'APPROVE', 'REJECT']);
    await screen.takeStep('APPROVE');
    expect(await screen.state()).toBe('Freigegeben');

    // Nothing reached the server while offline.
    expect(approvalStateOf((await server.document(DIESEL))?.data.approval)).toBe('REQUESTED');

    await context.setOffline(false);
    await waitUntilSynced(page);
    await screen.waiting().waitFor({ state: 'detached' });
    expect((await server.document(DIESEL))?.data.approval).toMatchObject({
      state: 'APPROVED',
      substitutionResult: 'NO_ALTERNATIVE',
      substitutionCheckedBy: 'acme-emp-anna',
      approvedBy: 'acme-emp-anna',
      hasApproval: true,
    });
    expect(await screen.approval.locator('[data-kind="approved"] .comment-meta').innerText()).toMatch(
      /^\d{2}\.\d{2}\.\d{4} von Anna Berger$/,
    );
    expect(await screen.offeredSteps()).toEqual(['REQUEST']);

    await page.getByRole('tab', { name: 'Verlauf' }).click();
    const entries = page.getByTestId('history-list').locator('.history-entry .history-what');
    await page.waitForFunction(() => document.querySelectorAll('.history-entry').length === 3, undefined, {
      timeout: 15_000,
    });
    expect(await entries.allInnerTexts()).toEqual([
      'Geändert: Freigabe und Substitutionsprüfung, Freigabe → Freigegeben',
      'Geändert: Freigabe und Substitutionsprüfung, Freigabe → Substitution geprüft',
      'Erstellt',
    ]);
    await context.close();
  });

  it('in English: a rejection needs its reason, the list shows the state, and a new review taken offline starts a round', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const { context, page, app } = await fixture.signIn('anna@sorgfalt.example');
    await app.chooseLanguage('en');
    const row = page.locator(`tr[data-id="${ISOPROPANOL}"]`);
    await page.goto('/substances');
    await row.filter({ hasText: 'Substitution checked' }).waitFor();

    const screen = new SubstancePage(page);
    await screen.open('acme-sub-acetone');
    expect(await screen.sectionTitles()).toContain('Approval and substitution check');
    expect(await screen.warning('safety-data-sheets', 'SUB-SDS-1').innerText()).toMatch(
      /^The newest safety data sheet was issued on .*2024, more than two years ago\./,
    );

    await screen.open(ISOPROPANOL);
    expect(await screen.state()).toBe('Substitution checked');
    await screen.approval.locator('.approval-actions button[data-step="REJECT"]').click();
    await page.getByTestId('approval-step-confirm').click();
    expect(await screen.approval.locator('.form-error').innerText()).toBe('A rejection needs a reason');
    expect(await page.locator('#field-approval-rejectionReason').getAttribute('aria-invalid')).toBe('true');
    await page.locator('#field-approval-rejectionReason').fill('Denatured ethanol does the job with less hazard.');
    await page.getByTestId('approval-step-confirm').click();
    await page.getByTestId('approval-step-saved').waitFor();
    expect(await screen.state()).toBe('Rejected');
    await waitUntilSynced(page);
    expect((await server.document(ISOPROPANOL))?.data.approval).toMatchObject({
      state: 'REJECTED',
      rejectedBy: 'acme-emp-anna',
      hasApproval: false,
      rejectionReason: 'Denatured ethanol does the job with less hazard.',
    });

    // The new round is taken offline; the alternatives considered stay as the check's draft.
    await context.setOffline(true);
    await page.locator('.sync-status[data-state="offline"]').waitFor();
    await screen.takeStep('REQUEST');
    expect(await screen.state()).toBe('Requested');
    expect(await screen.timeline()).toEqual(['Approval requested']);
    expect(await screen.approval.locator('[data-kind="requested"] .comment-meta').innerText()).toBe(
      'Waiting to be sent; who and when are recorded by the server.',
    );
    await screen.takeStep('RECORD_CHECK', async () => {
      expect(await page.locator('#field-approval-substitutionCheck').inputValue()).toContain('Ethanol');
      await page.locator('#field-approval-substitutionResult').selectOption('ALTERNATIVES_NOT_SAFER');
    });
    expect(await page.getByTestId('approval-step-saved').innerText()).toBe(
      'Saved on this device; it will be sent when you are online',
    );
    expect(await screen.state()).toBe('Substitution checked');
    expect(approvalStateOf((await server.document(ISOPROPANOL))?.data.approval)).toBe('REJECTED');
    await context.setOffline(false);
    await waitUntilSynced(page);
    await screen.waiting().waitFor({ state: 'detached' });
    expect((await server.document(ISOPROPANOL))?.data.approval).toMatchObject({
      state: 'SUBSTITUTION_CHECKED',
      substitutionResult: 'ALTERNATIVES_NOT_SAFER',
      requestedBy: 'acme-emp-anna',
      substitutionCheckedBy: 'acme-emp-anna',
    });

    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.history-entry').length === 4, undefined, {
      timeout: 15_000,
    });
    expect(await page.locator('.history-entry .history-what').allInnerTexts()).toEqual([
      'Changed: Approval and substitution check, Approval → Substitution checked',
      'Changed: Approval and substitution check, Approval → Requested',
      'Changed: Approval and substitution check, Approval → Rejected',
      'Created',
    ]);
    await page.goto('/substances');
    await row.filter({ hasText: 'Substitution checked' }).waitFor();
    await context.close();
  });

  it('two devices decide differently: the rejection made online stands, the tablet’s offline approval is refused and shown there', async () => {
    const server = await ServerApi.signIn(fixture.baseUrl, 'anna@sorgfalt.example', 'acme');
    const id = randomUUID();
    await server.createAll('SUBSTANCE', [
      {
        id,
        data: {
          name: 'Kaltreiniger K 12 (Konfliktprobe)',
          storageLocations: [
            { id: `${id}-store`, storage: 'acme-st-hazmat-store', quantity: { value: 20, unit: 'L' } },
          ],
          approval: { state: 'REQUESTED' },
        },
      },
    ]);
    onTestFinished(() => server.remove('SUBSTANCE', id));
    const requested = await server.document(id);
    await server.restore('SUBSTANCE', id, {
      ...requested?.data,
      approval: approvalAfterStep(requested?.data.approval, 'RECORD_CHECK', {
        substitutionCheck: 'Wässriger Reiniger erprobt.',
        substitutionResult: 'SUBSTITUTION_POSSIBLE',
      }),
    });

    const tablet = await fixture.signIn('anna@sorgfalt.example', TABLET);
    const desktop = await fixture.signIn('anna@sorgfalt.example');
    await syncNow(tablet.page);
    const onTablet = new SubstancePage(tablet.page);
    const onDesktop = new SubstancePage(desktop.page);
    await onTablet.open(id);
    expect(await onTablet.state()).toBe('Substitution geprüft');

    await tablet.context.setOffline(true);
    await tablet.page.locator('.sync-status[data-state="offline"]').waitFor();
    await onTablet.takeStep('APPROVE', async () => {
      await tablet.page.locator('#field-approval-approvalReason').fill('Befristet bis zur Umstellung.');
    });
    expect(await onTablet.state()).toBe('Freigegeben');

    await onDesktop.open(id);
    await onDesktop.takeStep('REJECT', async () => {
      await desktop.page.locator('#field-approval-rejectionReason').fill('Der wässrige Reiniger genügt.');
    });
    await waitUntilSynced(desktop.page);

    await tablet.context.setOffline(false);
    const problems = tablet.page.getByTestId('document-problems');
    await problems.waitFor({ timeout: 30_000 });
    const refused = problems.locator('.problem[data-kind="rejected"]');
    expect(await refused.innerText()).toContain(
      'Über die Freigabe ist entschieden; beantragen Sie sie erneut, um ihre Grundlagen zu ändern',
    );
    await tablet.page.locator('[data-testid="approval"][data-state="REJECTED"]').waitFor();
    // The note of the refused step goes with it.
    expect(await tablet.page.getByTestId('approval-step-saved').count()).toBe(0);
    expect(await onTablet.timeline()).toEqual([
      'Freigabe beantragt',
      expect.stringContaining('Substitutionsprüfung erfasst'),
      'Abgelehnt',
    ]);
    await refused.getByRole('button', { name: 'Verwerfen' }).click();
    await problems.waitFor({ state: 'detached' });
    await waitUntilSynced(tablet.page);
    expect((await server.document(id))?.data.approval).toMatchObject({
      state: 'REJECTED',
      rejectionReason: 'Der wässrige Reiniger genügt.',
      hasApproval: false,
    });
    await tablet.context.close();
    await desktop.context.close();
  });
});
