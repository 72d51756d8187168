import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contactWorkload } from './contact-mutations';
import { compared, type Figure, round } from './figures';
import { openInsertBaseline } from './push-baseline';
import { percentile } from './stats';
import { pushBatch, type Session } from './sync-client';

const BATCH_SIZE = 100;
const BATCHES = 50;
const WARM_UP_BATCHES = 2;

const clientId = (name: string) => `bench-${name}-${Date.now()}`;

/**
 * 1. Push: 5,000 CONTACT creates and patches in batches of 100, sequential requests of one
 * client, against raw better-sqlite3 inserting the same rows one transaction each. The two
 * take turns batch by batch, so both see the same disk (fsync times drift a lot).
 */
export async function benchPush(session: Session): Promise<Figure[]> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-bench-'));
  const baseline = openInsertBaseline(directory);
  try {
    const warmUp = contactWorkload(`bench-warm-${Date.now()}`, WARM_UP_BATCHES, BATCH_SIZE);
    const warmClient = clientId('warm');
    for (const batch of warmUp.batches) await pushBatch(session, warmClient, batch);
    baseline.insert(warmUp.versions);

    const workload = contactWorkload('bench-contact', BATCHES, BATCH_SIZE);
    const client = clientId('push');
    const batchMs: number[] = [];
    let baselineMs = 0;
    for (const [index, batch] of workload.batches.entries()) {
      const start = performance.now();
      await pushBatch(session, client, batch);
      batchMs.push(performance.now() - start);
      baselineMs += baseline.insert(workload.versions.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE));
    }
    const mutations = workload.versions.length;
    const perSecond = (ms: number) => mutations / (ms / 1000);
    const apiMs = batchMs.reduce((sum, ms) => sum + ms, 0);
    return [
      compared(
        `push: ${mutations} mutations, batches of ${BATCH_SIZE}`,
        perSecond(apiMs),
        'mutations/s',
        perSecond(baselineMs),
        0.5,
      ),
      { name: `push: batch of ${BATCH_SIZE}, p50`, value: round(percentile(batchMs, 0.5)), unit: 'ms' },
      { name: `push: batch of ${BATCH_SIZE}, p95`, value: round(percentile(batchMs, 0.95)), unit: 'ms' },
    ];
  } finally {
    baseline.close();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
