import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { replicaIds, replicaName } from './support/replica';
import { waitForValue, waitUntilSynced } from './support/sync';

const HAMBURG = ['nord-td-hh-311', 'nord-td-hh-314'];
const BREMEN = ['nord-td-hb-207', 'nord-td-hb-209'];
const TOM_REPLICA = replicaName('nordlicht', 'demo-tom');

/** The ids of the rows the transport document list shows, sorted. */
function listedIds(page: Page): Promise<string[]> {
  return page
    .locator('tbody tr.entity-list-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id') ?? '').sort());
}

/** Tom's list, left open, shows exactly these documents (the change arrives by live poke). */
async function listShows(page: Page, ids: string[]): Promise<void> {
  await eventually(
    () => listedIds(page),
    (shown) => JSON.stringify(shown) === JSON.stringify(ids),
    {
      what: `the list showing ${ids.join(', ')}`,
    },
  );
}

/** Anna ticks or unticks the Administration role on Tom's employee screen and saves. */
async function setTomAdministration(page: Page, granted: boolean): Promise<void> {
  await page.goto('/employees/nord-emp-tom');
  await waitForValue(page, '#field-firstName', 'Tom');
  await page.locator('#field-accessRoles-nord-role-admin').setChecked(granted);
  await page.getByTestId('save').click();
  await page.getByTestId('form-saved').waitFor();
  await waitUntilSynced(page);
}

describe('access changes reach the device', () => {
  const fixture = useBrowser();

  it('a role change removes from the list and from IndexedDB what the user may no longer read; the rest stays', async () => {
    const anna = await fixture.signIn('anna@sorgfalt.example');
    await anna.app.switchTenant('Nordlicht Spedition GmbH');
    const tom = await fixture.signIn('tom@sorgfalt.example', { viewport: { width: 768, height: 1024 } });
    await tom.page.goto('/transport/documents');
    await waitUntilSynced(tom.page);
    await listShows(tom.page, HAMBURG);
    const before = await replicaIds(tom.page, TOM_REPLICA);
    expect(before.view).toEqual(expect.arrayContaining(HAMBURG));
    expect(before.view.filter((id) => BREMEN.includes(id) || id.startsWith('nord-emp-'))).toEqual([]);

    // Anna gives Tom the Administration role: the Bremen tours reach his device.
    await setTomAdministration(anna.page, true);
    await listShows(tom.page, [...BREMEN, ...HAMBURG].sort());
    const granted = await replicaIds(tom.page, TOM_REPLICA);
    expect(granted.view).toEqual(expect.arrayContaining([...BREMEN, 'nord-emp-wilke']));

    // Anna takes it back: the Bremen tours and the employees leave the list and the database.
    await setTomAdministration(anna.page, false);
    await listShows(tom.page, HAMBURG);
    await waitUntilSynced(tom.page);
    const revoked = await replicaIds(tom.page, TOM_REPLICA);
    expect(revoked.view.sort()).toEqual(before.view.sort());
    expect(revoked.shadows).toEqual([]);

    await tom.context.close();
    await anna.context.close();
  });
});
