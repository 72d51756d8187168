import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { RecentChangesQuerySchema } from '../../../shared/api/recent-changes';
import { AppError } from '../../../shared/errors';
import {
  PULL_NEXT_CURSOR_HEADER,
  PULL_NEXT_SCOPE_HEADER,
  PullQuerySchema,
  PushRequestSchema,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
} from '../../../shared/sync/protocol';
import { loadPrincipal } from '../../auth/principal';
import type { Db } from '../../db/database';
import type { Guard } from '../../http/guard';
import type { RateCounter } from '../../http/rate-counter';
import { userRateLimit } from '../../http/user-rate-limit';
import type { CommitHooks } from '../../sync/commit-hooks';
import type { FeedNotifier } from '../../sync/feed-notifier';
import { documentHistory } from '../../sync/history';
import { push } from '../../sync/push';
import { readFeedJson } from '../../sync/read-feed';
import { recentChanges } from '../../sync/recent-changes';

const HistoryParams = v.strictObject({
  type: v.pipe(v.string(), v.regex(/^[A-Z_]{1,64}$/)),
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
});

function requireProtocol(request: FastifyRequest): void {
  if (request.headers[SYNC_PROTOCOL_HEADER] !== String(SYNC_PROTOCOL_VERSION)) {
    throw new AppError('PROTOCOL_UNSUPPORTED', 'sync protocol version not spoken');
  }
}

async function context(db: Db, request: FastifyRequest) {
  const membership = request.membership;
  const user = request.auth?.user;
  if (!membership || !user) throw new AppError('FORBIDDEN', 'no membership');
  return {
    db,
    tenant: membership.tenant,
    userId: user.id,
    employeeId: membership.employee.id,
    principal: await loadPrincipal(db, membership),
  };
}

/** Pull, push and history of docs/sync-spec.md: thin handlers over server/sync. */
export interface SyncRouteOptions {
  /** Pulls and pushes per user and tenant per minute. */
  readonly ratePerMinute: number;
  /** What the domain modules do on commits (server/domains). */
  readonly hooks: CommitHooks;
  /** Counts the budgets (shared by the instances of one PostgreSQL database). */
  readonly counter: RateCounter;
}

export function registerSyncRoutes(
  app: FastifyInstance,
  db: Db,
  guard: Guard,
  notifier: FeedNotifier,
  options: SyncRouteOptions,
): void {
  const pullLimit = userRateLimit({ name: 'pull', max: options.ratePerMinute, windowMs: 60_000 }, options.counter);
  const pushLimit = userRateLimit({ name: 'push', max: options.ratePerMinute, windowMs: 60_000 }, options.counter);
  app.get('/api/v2/sync/pull', { preHandler: [guard({ tenant: true }), pullLimit] }, async (request, reply) => {
    requireProtocol(request);
    const query = v.parse(PullQuerySchema, request.query);
    const page = await readFeedJson(await context(db, request), query.cursor, query.limit, query.scope);
    if (page.next) {
      reply.header(PULL_NEXT_CURSOR_HEADER, String(page.next.cursor));
      reply.header(PULL_NEXT_SCOPE_HEADER, page.next.scope);
    }
    return reply.type('application/json; charset=utf-8').send(page.json);
  });

  app.post(
    '/api/v2/sync/push',
    { preHandler: [guard({ tenant: true }), pushLimit], bodyLimit: 4 * 1024 * 1024 },
    async (request) => {
      requireProtocol(request);
      const body = v.parse(PushRequestSchema, request.body);
      const ctx = await context(db, request);
      return push(
        {
          ...ctx,
          hooks: options.hooks,
          onCommitted: (seq) => notifier.notify(ctx.tenant.id, seq),
          onCommittedIn: (tenantId, seq) => notifier.notify(tenantId, seq),
        },
        body,
      );
    },
  );

  app.get('/api/v2/history/recent', { preHandler: guard({ tenant: true }) }, async (request) => {
    const query = v.parse(RecentChangesQuerySchema, request.query);
    const ctx = await context(db, request);
    return { changes: await recentChanges(db, ctx, query.limit, query.location) };
  });

  app.get('/api/v2/history/:type/:id', { preHandler: guard({ tenant: true }) }, async (request) => {
    const params = v.parse(HistoryParams, request.params);
    const ctx = await context(db, request);
    const entries = await documentHistory(db, ctx.tenant, ctx, params.type, params.id);
    if (!entries) throw new AppError('NOT_FOUND', 'no such document for this caller');
    return { entries };
  });
}
