import type { Db } from '../db/database';
import { type Job, jobsByName } from './job';
import { runSlot, type SlotResult } from './run-slot';

const JOB_USAGE = 'usage: npm run job -- --list | npm run job -- <job name>';

export interface JobCommandDeps {
  readonly jobs: readonly Job[];
  /** Opens the configured store; called only when a job is to run. */
  readonly open: () => Promise<{ readonly db: Db; close(): Promise<void> }>;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

function describeResult(result: SlotResult): string {
  switch (result.outcome) {
    case 'ok': {
      const counts = Object.entries(result.counts).map(([name, count]) => `${name} ${count}`);
      return `ok (attempt ${result.attempt})${counts.length > 0 ? `: ${counts.join(', ')}` : ''}`;
    }
    case 'failed':
      return `failed (attempt ${result.attempt}): ${result.error}`;
    case 'lease-lost':
      return `not committed: another instance took the run over after its lease expired`;
    case 'taken':
      return 'not run: another instance runs this slot';
  }
}

/**
 * `npm run job` (docs/operations.md "Scheduled jobs"): `--list` prints the job names one per
 * line; a name runs that job once now, as a slot of its own taken like a scheduled one, and
 * prints the outcome and counts. Resolves to the exit code: 0 when the run was ok.
 */
export async function jobCommand(args: readonly string[], deps: JobCommandDeps): Promise<number> {
  const byName = jobsByName(deps.jobs);
  const [argument, ...rest] = args;
  if (argument === undefined || rest.length > 0) {
    deps.err(JOB_USAGE);
    return 1;
  }
  if (argument === '--list') {
    for (const name of byName.keys()) deps.out(name);
    return 0;
  }
  const job = byName.get(argument);
  if (!job) {
    deps.err(`unknown job "${argument}"; the jobs are: ${[...byName.keys()].join(', ')}`);
    return 1;
  }
  const database = await deps.open();
  try {
    const slot = new Date();
    const result = await runSlot(database.db, job, slot, 'operator');
    deps.out(`${job.name} at ${slot.toISOString()}: ${describeResult(result)}`);
    return result.outcome === 'ok' ? 0 : 1;
  } finally {
    await database.close();
  }
}
