import { createDocument, patchDocument } from '../../client/sync/write-api';
import type { BrowserBench } from './bench-window';
import { type Device, firstRound, openDevice, settled } from './device';
import { type FieldWatch, wallClock, watchField } from './field-watch';
import { measureListView } from './list-view';
import { drainAfterReconnect, queueEdits } from './offline-drain';
import { rawBulkPut } from './raw-bulk-put';

/**
 * The bench page's script (bundled by bench/browser-page.ts): the real client sync modules
 * against the server that serves this page, driven by the node side through `window.bench`.
 */
let device: Device | undefined;
let drain: Promise<number> | undefined;
let watch: FieldWatch | undefined;

function opened(): Device {
  if (!device) throw new Error('no replica open: call bench.open first');
  return device;
}

const bench: BrowserBench = {
  async open(tenant) {
    device?.close();
    const start = performance.now();
    device = openDevice(tenant);
    await firstRound(device.engine);
    return performance.now() - start;
  },
  async counts() {
    const { db } = opened();
    const [views, shadows, conflicts, rejected] = await Promise.all([
      db.view.count(),
      db.shadows.count(),
      db.conflicts.count(),
      db.rejected.count(),
    ]);
    return { views, shadows, conflicts, rejected };
  },
  settled: () => settled(opened()),
  rawBulkPut: () => rawBulkPut(opened().api),
  queueEdits: (ids) => queueEdits(opened().db, ids),
  armDrain() {
    drain = drainAfterReconnect(opened().db);
  },
  drained() {
    if (!drain) throw new Error('call bench.armDrain before going online');
    return drain;
  },
  async create(id, phone) {
    await createDocument(opened().db, 'CONTACT', { name: `Live ${id}`, phone }, id);
  },
  async edit(id, phone) {
    const at = wallClock();
    await patchDocument(opened().db, 'CONTACT', id, { phone });
    return at;
  },
  watch(id) {
    watch = watchField(opened().db, id, 'phone');
  },
  listView: (count, repeats) => measureListView(count, repeats),
  seen(phone) {
    if (!watch) throw new Error('call bench.watch first');
    return watch.seen(phone);
  },
};

window.bench = bench;
