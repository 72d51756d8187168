import { describe, expect, it } from 'vitest';
import { NO_HOOKS } from '../sync/commit-hooks';
import { defineJob, jobsByName } from './job';
import { serverJobs } from './server-jobs';

const run = async () => ({});

describe('defineJob', () => {
  it('reads the schedule in UTC: the next and the latest slot of an hourly job', () => {
    const job = defineJob({ name: 'test.hourly', schedule: '0 * * * *', run });
    expect(job.nextSlot(new Date('2026-05-01T10:15:30.500Z'))).toEqual(new Date('2026-05-01T11:00:00.000Z'));
    expect(job.nextSlot(new Date('2026-05-01T11:00:00.000Z'))).toEqual(new Date('2026-05-01T12:00:00.000Z'));
    expect(job.latestSlot(new Date('2026-05-01T10:15:30.500Z'))).toEqual(new Date('2026-05-01T10:00:00.000Z'));
    // A slot that begins at the very moment counts as the latest one.
    expect(job.latestSlot(new Date('2026-05-01T10:00:00.000Z'))).toEqual(new Date('2026-05-01T10:00:00.000Z'));
  });

  it('counts seconds with a sixth leading field', () => {
    const job = defineJob({ name: 'test.seconds', schedule: '* * * * * *', run });
    expect(job.nextSlot(new Date('2026-05-01T10:15:30.500Z'))).toEqual(new Date('2026-05-01T10:15:31.000Z'));
  });

  it('leases for ten minutes unless the job says otherwise', () => {
    expect(defineJob({ name: 'test.lease', schedule: '0 * * * *', run }).leaseMs).toBe(600_000);
    expect(defineJob({ name: 'test.lease', schedule: '0 * * * *', leaseMs: 5000, run }).leaseMs).toBe(5000);
  });

  it('refuses a schedule that is no cron expression, a bad name and a lease that is not positive', () => {
    expect(() => defineJob({ name: 'test.bad', schedule: 'hourly', run })).toThrow(/test\.bad: schedule "hourly"/);
    expect(() => defineJob({ name: 'Purge', schedule: '0 * * * *', run })).toThrow(/lower-case words joined by dots/);
    expect(() => defineJob({ name: 'purge', schedule: '0 * * * *', run })).toThrow(/joined by dots/);
    expect(() => defineJob({ name: 'test.lease', schedule: '0 * * * *', leaseMs: 0, run })).toThrow(/leaseMs/);
  });

  it('two jobs of one name are refused, since they would share their runs', () => {
    const job = defineJob({ name: 'test.twice', schedule: '0 * * * *', run });
    expect(() => jobsByName([job, job])).toThrow('two jobs are named test.twice');
  });
});

describe('the server jobs', () => {
  it('purge expired sign-in records hourly, old run records daily, recompute derived values every ten minutes, remind of due dates (register reviews among them) daily, and no two share a name', () => {
    const byName = jobsByName(serverJobs({ hooks: NO_HOOKS, publicUrl: 'http://localhost' }));
    expect(byName.get('signin-records.purge')?.schedule).toBe('0 * * * *');
    expect(byName.get('job-runs.prune')?.schedule).toBe('30 3 * * *');
    expect(byName.get('derived-values.recompute')).toMatchObject({ schedule: '*/10 * * * *', ownTransactions: true });
    expect(byName.get('deadlines.due-reminders')).toMatchObject({ schedule: '30 5 * * *', ownTransactions: true });
    expect(byName.has('substance-register.review-reminder')).toBe(false);
    expect(byName.get('search-index.rebuild')).toMatchObject({ schedule: '*/10 * * * *', ownTransactions: true });
  });
});
