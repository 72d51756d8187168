import { type BrowserDevice, openBrowserDevice } from './browser-device';
import { benchBrowserFirstSync } from './browser-first-sync-bench';
import { benchListView } from './browser-list-bench';
import { benchLiveEdits } from './browser-live-bench';
import { benchOfflineDrain } from './browser-offline-bench';
import type { Figure } from './figures';
import { seedDocument } from './large-tenant-data';
import { tokenSource } from './token-source';

const OFFLINE_EDITS = 500;
const ANNA = 'anna@sorgfalt.example';

export interface BrowserBenchTenants {
  /** The seeded large tenant (trimmed name) and its document count. */
  readonly large: { readonly tenant: string; readonly documents: number };
  /** A small tenant both devices sync for the live figure. */
  readonly small: string;
}

/** The first CONTACTs of the large tenant's seed. */
function seededContactIds(count: number): string[] {
  const ids: string[] = [];
  for (let index = 0; ids.length < count; index++) {
    const document = seedDocument(index);
    if (document.type === 'CONTACT') ids.push(document.id);
  }
  return ids;
}

/**
 * 4–6. The client sync engine in headless Chromium, Anna on two devices (tablet, desktop),
 * against the bench server that also serves the bench page.
 */
export async function benchBrowser(url: string, tenants: BrowserBenchTenants): Promise<Figure[]> {
  const token = tokenSource(url, ANNA);
  const devices: BrowserDevice[] = [];
  try {
    const tablet = await openBrowserDevice(url, token);
    devices.push(tablet);
    console.log('4/7 browser first sync …');
    const figures = await benchBrowserFirstSync(tablet, tenants.large.tenant, tenants.large.documents);
    console.log(`5/7 browser: ${OFFLINE_EDITS} offline edits …`);
    figures.push(...(await benchOfflineDrain(tablet, seededContactIds(OFFLINE_EDITS))));
    console.log('6/7 browser: edits between two devices …');
    const desktop = await openBrowserDevice(url, token);
    devices.push(desktop);
    figures.push(...(await benchLiveEdits(tablet, desktop, tenants.small)));
    console.log('7/7 browser: list of 10,000 rows …');
    figures.push(...(await benchListView(tablet)));
    return figures;
  } finally {
    for (const device of devices) await device.close();
  }
}
