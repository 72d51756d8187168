import type { WebSocket } from '@fastify/websocket';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../shared/errors';
import { LIVE_AUTH_TIMEOUT_MS, LIVE_PATH, LiveAuthSchema, type LiveServerMessage } from '../../../shared/sync/live';
import type { Db } from '../../db/database';
import { tenants } from '../../db/schema';
import { allowOrigins, openSocketSession, POLICY_VIOLATION, parseJsonFrame, sendJson } from '../../http/app-socket';
import type { Authenticator } from '../../http/guard';
import type { FeedNotifier } from '../../sync/feed-notifier';
import { pokeThrottle } from '../../sync/poke-throttle';

const POKE_GAP_MS = 200;
const MAX_MESSAGES_PER_MINUTE = 20;

export interface LiveRouteDeps {
  readonly db: Db;
  readonly authenticator: Authenticator;
  readonly notifier: FeedNotifier;
  /** Origins whose pages may open the socket (the app's own). */
  readonly allowedOrigins: readonly string[];
}

function send(socket: WebSocket, message: LiveServerMessage): void {
  sendJson(socket, message);
}

/**
 * The live poke of docs/sync-spec.md P10: a device authenticates with its first message
 * `{ Authorization, Tenant }` (the same checks as HTTP) within 5 s, then hears `poke` with
 * the new cursor whenever the tenant's feed moves. Closed with 1008 on a foreign origin,
 * failed or late authentication, too many messages, or when the token expires.
 */
export function registerLiveRoute(app: FastifyInstance, deps: LiveRouteDeps): void {
  app.get(LIVE_PATH, { websocket: true, preValidation: allowOrigins(deps.allowedOrigins) }, (socket, request) => {
    const session = openSocketSession(socket, LIVE_AUTH_TIMEOUT_MS);
    const close = (reason: string) => session.close(POLICY_VIOLATION, reason);
    let authenticated = false;
    let messages = 0;
    const window = setInterval(() => {
      messages = 0;
    }, 60_000);
    session.onClose(() => clearInterval(window));

    socket.on('message', (data: unknown) => {
      messages += 1;
      if (messages > MAX_MESSAGES_PER_MINUTE) return close('too many messages');
      if (authenticated) return;
      const credentials = parseJsonFrame(LiveAuthSchema, data);
      if (!credentials) return close('malformed authorization');
      void deps.authenticator
        .authenticate(credentials.Authorization)
        .then(async ({ user, token }) => {
          const membership = await deps.authenticator.membership(user, credentials.Tenant);
          authenticated = true;
          session.authenticated(token);
          const tenantId = membership.tenant.id;
          const pokes = pokeThrottle((cursor) => send(socket, { type: 'poke', cursor }), POKE_GAP_MS);
          session.onClose(deps.notifier.subscribe(tenantId, pokes.committed));
          session.onClose(pokes.cancel);
          const cursor = await deps.db
            .select({ lastSeq: tenants.lastSeq })
            .from(tenants)
            .where(eq(tenants.id, tenantId))
            .get();
          send(socket, { type: 'connected', cursor: cursor?.lastSeq ?? 0 });
        })
        .catch((error: unknown) => {
          const code = error instanceof AppError ? error.code : 'INTERNAL';
          request.log.info({ code }, 'live socket refused');
          send(socket, { type: 'error', code });
          close('not authorized');
        });
    });
  });
}
