/**
 * The sync fuzz of server/sync/sync-fuzz.int.test.ts outside vitest, for many seeds:
 * `npm run fuzz -- --seeds 5000 --from 1`. Prints every failing seed with the broken
 * invariant; a failing seed belongs in the test as a named regression case.
 */
import { parseArgs } from 'node:util';
import { type FuzzOutcome, prepareSyncFuzz, runSyncFuzzSeed } from '../server/sync/test-support/sync-fuzz';
import { relaxDurability, startTestServer } from '../server/test/test-server';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '5000' },
    from: { type: 'string', default: '1' },
  },
});
const count = Number(values.seeds);
const from = Number(values.from);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(from)) {
  process.stderr.write('usage: tsx scripts/fuzz.ts [--seeds N] [--from N]\n');
  process.exit(2);
}

const server = await startTestServer();
// As in the test: durability is the crash test's subject, the fuzz needs no fsync per commit.
relaxDurability(server.database);
const failures: string[] = [];
const totals: Record<string, number> = {};
const started = Date.now();
try {
  const target = await prepareSyncFuzz(server.url, server.database.db);
  for (let seed = from; seed < from + count; seed++) {
    let outcome: FuzzOutcome;
    try {
      outcome = await runSyncFuzzSeed(target, seed);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push(message);
      process.stdout.write(`FAIL ${message}\n`);
      continue;
    }
    for (const [status, n] of Object.entries(outcome.statuses)) totals[status] = (totals[status] ?? 0) + n;
    const done = seed - from + 1;
    if (done % 250 === 0) {
      process.stdout.write(
        `${done}/${count} seeds, ${failures.length} failing, ${Math.round((Date.now() - started) / 1000)} s\n`,
      );
    }
  }
} finally {
  await server.close();
}
process.stdout.write(
  `seeds ${from}..${from + count - 1}: ${failures.length} failing in ${Math.round((Date.now() - started) / 1000)} s; ` +
    `results ${JSON.stringify(totals)}\n`,
);
process.exit(failures.length > 0 ? 1 : 0);
