import type { Figure } from './figures';
import { round } from './figures';
import { documentCount } from './pull-baseline';
import { median, percentile } from './stats';
import { pullAll, type Session } from './sync-client';

const LIMIT = 1000;
const RUNS = 3;

/** 3. Full pulls of the large tenant through the API: whole pull time and single page latency. */
export async function benchLargePull(session: Session, databaseFile: string, tenantId: string): Promise<Figure[]> {
  const expected = documentCount(databaseFile, tenantId);
  const fullMs: number[] = [];
  const pageMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const pull = await pullAll(session, LIMIT);
    fullMs.push(performance.now() - start);
    if (pull.documents !== expected) throw new Error(`a full pull served ${pull.documents} of ${expected} documents`);
    pageMs.push(...pull.pageMs);
  }
  const label = `pull ${expected} documents`;
  return [
    { name: `${label}: full pull, median of ${RUNS}`, value: round(median(fullMs)), unit: 'ms' },
    { name: `${label}: page of ${LIMIT}, p50`, value: round(percentile(pageMs, 0.5)), unit: 'ms' },
    { name: `${label}: page of ${LIMIT}, p95`, value: round(percentile(pageMs, 0.95)), unit: 'ms' },
  ];
}
