import { EventEmitter } from 'node:events';
import pg from 'pg';
import { backoffDelay } from '../../shared/sync/backoff';
import type { FeedNotifier } from './feed-notifier';

/** The channel every instance of one database listens on; the payload is `<tenantId> <seq>`. */
export const FEED_CHANNEL = 'sorgfalt_feed';

export interface PostgresFeedNotifier extends FeedNotifier {
  /** Resolves once the listening connection is up (the first time). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

interface Logger {
  warn(details: object, message: string): void;
}

function parsePayload(payload: string | undefined): { tenantId: string; seq: number } | undefined {
  const [tenantId, seqText] = (payload ?? '').split(' ');
  const seq = Number(seqText);
  return tenantId && Number.isSafeInteger(seq) ? { tenantId, seq } : undefined;
}

/**
 * Pokes across server instances (docs/decisions/0024-postgresql-store.md, slice 4): `notify`
 * sends NOTIFY on the shared database after a commit; every instance, this one included, hears
 * it on its own listening connection and tells the live sockets of that tenant. When the
 * listening connection drops it reconnects with backoff and then pokes every tenant it has
 * sockets for with its current head, so nothing committed meanwhile waits for the interval.
 */
export function createPostgresFeedNotifier(url: string, log: Logger): PostgresFeedNotifier {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  // A NOTIFY commits with a transaction id and holds PostgreSQL's one notification lock until
  // its commit is flushed; a poke is a hint (devices pull on their interval anyway), so its
  // commit does not wait for the disk and the lock is held for microseconds, not an fsync.
  const sender = new pg.Pool({
    connectionString: url,
    max: 2,
    application_name: 'sorgfalt-poke',
    options: '-c synchronous_commit=off',
  });
  sender.on('error', () => undefined);
  let listener: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const heads = async (tenantIds: string[]) => {
    if (tenantIds.length === 0) return;
    const { rows } = await sender.query<{ id: string; last_seq: string }>(
      'SELECT id, last_seq FROM tenants WHERE id = ANY($1)',
      [tenantIds],
    );
    for (const row of rows) events.emit(row.id, Number(row.last_seq));
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, application_name: 'sorgfalt-listen' });
    client.on('notification', (message) => {
      const poke = parsePayload(message.payload);
      if (poke) events.emit(poke.tenantId, poke.seq);
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'feed listener: connection lost');
      void client.end().catch(() => undefined);
      if (listener === client) listener = undefined;
      schedule();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${FEED_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
    const caughtUp = attempt > 0;
    attempt = 0;
    // Listening again whatever the catch-up does: a failed one leaves the devices their interval.
    if (caughtUp) {
      await heads(events.eventNames().filter((name): name is string => typeof name === 'string')).catch(
        (error: unknown) => log.warn({ err: error }, 'feed listener: could not poke after reconnecting'),
      );
    }
  };

  const schedule = () => {
    if (closed || retry) return;
    attempt += 1;
    retry = setTimeout(
      () => {
        retry = undefined;
        connect().catch((error: unknown) => {
          log.warn({ err: error }, 'feed listener: could not reconnect');
          schedule();
        });
      },
      backoffDelay(attempt, Math.random()),
    );
    retry.unref();
  };

  const ready = connect();
  ready.catch(() => undefined);

  return {
    ready,
    notify: (tenantId, seq) => {
      sender.query('SELECT pg_notify($1, $2)', [FEED_CHANNEL, `${tenantId} ${seq}`]).catch((error: unknown) => {
        log.warn({ err: error, tenantId }, 'feed listener: could not send a poke');
      });
    },
    subscribe: (tenantId, listenerFn) => {
      events.on(tenantId, listenerFn);
      return () => events.off(tenantId, listenerFn);
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => undefined);
      await sender.end();
    },
  };
}
