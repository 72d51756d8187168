import type { WebSocket } from '@fastify/websocket';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../shared/errors';
import { LIVE_AUTH_TIMEOUT_MS, LIVE_PATH, LiveAuthSchema, type LiveServerMessage } from '../../../shared/sync/live';
import type { Db } from '../../db/database';
import { tenants } from '../../db/schema';
import type { Authenticator } from '../../http/guard';
import type { FeedNotifier } from '../../sync/feed-notifier';

const POLICY_VIOLATION = 1008;
const GOING_AWAY = 1001;
const PING_INTERVAL_MS = 30_000;
const POKE_DELAY_MS = 200;
const MAX_MESSAGES_PER_MINUTE = 20;

export interface LiveRouteDeps {
  readonly db: Db;
  readonly authenticator: Authenticator;
  readonly notifier: FeedNotifier;
  /** Origins whose pages may open the socket (the app's own). */
  readonly allowedOrigins: readonly string[];
}

function send(socket: WebSocket, message: LiveServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function parseFirstMessage(data: unknown): v.InferOutput<typeof LiveAuthSchema> | undefined {
  try {
    const parsed = v.safeParse(LiveAuthSchema, JSON.parse(String(data)));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The websocket plugin's preClose: every live socket hears 1001 going away, so devices reconnect
 * (to another instance, or to this one after its restart), and no new socket is accepted. The
 * listener closes at once; the sockets end as their devices answer the close.
 */
export async function closeLiveSockets(this: FastifyInstance): Promise<void> {
  for (const socket of this.websocketServer.clients) socket.close(GOING_AWAY, 'server shutting down');
  this.websocketServer.close();
}

/**
 * The live poke of docs/sync-spec.md P10: a device authenticates with its first message
 * `{ Authorization, Tenant }` (the same checks as HTTP) within 5 s, then hears `poke` with
 * the new cursor whenever the tenant's feed moves. Closed with 1008 on a foreign origin,
 * failed or late authentication, too many messages, or when the token expires.
 */
export function registerLiveRoute(app: FastifyInstance, deps: LiveRouteDeps): void {
  const checkOrigin = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !deps.allowedOrigins.includes(origin))
      throw new AppError('FORBIDDEN', 'origin not allowed');
  };

  app.get(LIVE_PATH, { websocket: true, preValidation: checkOrigin }, (socket, request) => {
    const cleanups: (() => void)[] = [];
    const close = (reason: string) => {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
        socket.close(POLICY_VIOLATION, reason);
    };
    const authTimer = setTimeout(() => close('not authenticated in time'), LIVE_AUTH_TIMEOUT_MS);
    cleanups.push(() => clearTimeout(authTimer));
    let authenticated = false;
    let messages = 0;
    const window = setInterval(() => {
      messages = 0;
    }, 60_000);
    cleanups.push(() => clearInterval(window));

    let alive = true;
    socket.on('pong', () => {
      alive = true;
    });
    const ping = setInterval(() => {
      if (!alive) socket.terminate();
      alive = false;
      socket.ping();
    }, PING_INTERVAL_MS);
    cleanups.push(() => clearInterval(ping));

    socket.on('message', (data: unknown) => {
      messages += 1;
      if (messages > MAX_MESSAGES_PER_MINUTE) return close('too many messages');
      if (authenticated) return;
      const credentials = parseFirstMessage(data);
      if (!credentials) return close('malformed authorization');
      void deps.authenticator
        .authenticate(credentials.Authorization)
        .then(({ user, token }) => {
          const membership = deps.authenticator.membership(user, credentials.Tenant);
          authenticated = true;
          clearTimeout(authTimer);
          const expiresIn = token.expiresAt * 1000 - Date.now();
          const expiry = setTimeout(() => close('token expired'), Math.max(expiresIn, 0));
          cleanups.push(() => clearTimeout(expiry));
          const tenantId = membership.tenant.id;
          let pending: ReturnType<typeof setTimeout> | undefined;
          let latest = 0;
          cleanups.push(
            deps.notifier.subscribe(tenantId, (seq) => {
              latest = Math.max(latest, seq);
              pending ??= setTimeout(() => {
                pending = undefined;
                send(socket, { type: 'poke', cursor: latest });
              }, POKE_DELAY_MS);
            }),
            () => clearTimeout(pending),
          );
          const cursor = deps.db
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
    socket.on('close', () => {
      for (const cleanup of cleanups) cleanup();
    });
  });
}
