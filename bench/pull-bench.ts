import { compared, type Figure } from './figures';
import { documentCount, openPullBaseline } from './pull-baseline';
import { pullAll, type Session } from './sync-client';

const LIMIT = 1000;
const ROUNDS = 10;

/**
 * 2. Pull: full pulls of the tenant through the API, limit 1000 a page, against raw
 * SELECT + JSON.stringify paging through the same rows; one warm-up each, then `ROUNDS`
 * rounds taking turns.
 */
export async function benchPull(session: Session, databaseFile: string, tenantId: string): Promise<Figure[]> {
  const expected = documentCount(databaseFile, tenantId);
  const check = (documents: number) => {
    if (documents !== expected) throw new Error(`a full pull served ${documents} of ${expected} documents`);
  };
  const baseline = openPullBaseline(databaseFile, tenantId, LIMIT);
  try {
    check((await pullAll(session, LIMIT)).documents);
    check(baseline.pass());
    let apiMs = 0;
    let baselineMs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const start = performance.now();
      check((await pullAll(session, LIMIT)).documents);
      const middle = performance.now();
      check(baseline.pass());
      apiMs += middle - start;
      baselineMs += performance.now() - middle;
    }
    const perSecond = (ms: number) => (expected * ROUNDS) / (ms / 1000);
    return [
      compared(
        `pull: ${ROUNDS} full pulls of ${expected} documents`,
        perSecond(apiMs),
        'documents/s',
        perSecond(baselineMs),
        0.5,
      ),
    ];
  } finally {
    baseline.close();
  }
}
