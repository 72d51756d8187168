import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteOf } from '../../db/database';
import { signinRecordsPurge } from '../../idp/purge-job';
import { runSlot } from '../../jobs/run-slot';
import { answer, callApi } from '../../test/api';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

/** The jobs section of a server whose jobs have not run (test servers do not schedule them). */
const JOBS_NOT_RUN = [
  { name: 'signin-records.purge', schedule: '0 * * * *', lastRun: null },
  { name: 'job-runs.prune', schedule: '30 3 * * *', lastRun: null },
  { name: 'derived-values.recompute', schedule: '*/10 * * * *', lastRun: null },
  { name: 'recurring-measures.generate', schedule: '20 * * * *', lastRun: null },
  { name: 'maintenance.embedded-measures', schedule: '*/10 * * * *', lastRun: null },
  { name: 'deadlines.due-reminders', schedule: '30 5 * * *', lastRun: null },
  { name: 'search-index.rebuild', schedule: '*/10 * * * *', lastRun: null },
  { name: 'document-refs.rebuild', schedule: '*/10 * * * *', lastRun: null },
  { name: 'compliance-score.record', schedule: '40 3 * * 1', lastRun: null },
];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('health and readiness probes', () => {
  it('liveness answers without sign-in, small and never cached', async () => {
    const response = await callApi(server.url, '/api/health');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answer(response)).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('readiness answers ready without sign-in while the database answers and is migrated', async () => {
    const response = await callApi(server.url, '/api/ready');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answer(response)).toEqual({ status: 200, body: { status: 'ready', jobs: JOBS_NOT_RUN } });
  });

  it('readiness answers 503 while a migration of this version is not applied to the database', async () => {
    const sqlite = sqliteOf(server.database);
    const newest = sqlite
      .prepare('select hash, created_at from __drizzle_migrations order by created_at desc limit 1')
      .get() as { hash: string; created_at: number };
    sqlite.prepare('delete from __drizzle_migrations where created_at = ?').run(newest.created_at);
    try {
      const response = await callApi(server.url, '/api/ready');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await answer(response)).toEqual({
        status: 503,
        body: { status: 'not-ready', reason: 'migrations-pending' },
      });
    } finally {
      sqlite
        .prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)')
        .run(newest.hash, newest.created_at);
    }
    expect((await callApi(server.url, '/api/ready')).status).toBe(200);
  });

  it('a bearer token or tenant header changes nothing: the probes carry no tenant data', async () => {
    const response = await callApi(server.url, '/api/ready', { token: 'not.a.token', tenant: 'acme' });
    expect(await answer(response)).toEqual({ status: 200, body: { status: 'ready', jobs: JOBS_NOT_RUN } });
  });

  it("readiness shows each job's newest run with its slot, state and times, and nothing else", async () => {
    const slot = new Date('2026-03-02T10:00:00.000Z');
    expect(await runSlot(server.database.db, signinRecordsPurge, slot, 'schedule')).toMatchObject({ outcome: 'ok' });
    const { status, body } = await answer(await callApi(server.url, '/api/ready'));
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ready',
      jobs: [
        {
          name: 'signin-records.purge',
          schedule: '0 * * * *',
          lastRun: {
            slot: slot.toISOString(),
            state: 'ok',
            startedAt: expect.any(String),
            finishedAt: expect.any(String),
          },
        },
        ...JOBS_NOT_RUN.slice(1),
      ],
    });
  });
});
