import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type OpenDatabase, openStore } from '../db/database';
import { domainHooksFor } from '../domains';
import type { LogDestination } from '../http/request-log';
import { startDemoMode } from '../seed/demo-mode';
import { freePort } from './free-port';
import { type TestDatabase, testPostgresDatabase } from './test-postgres';

export { freePort };

/** A real server on loopback with a real SQLite file, seeded with the demo data. */
export interface TestServer {
  /** The listening origin, also PUBLIC_URL: `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly config: Config;
  readonly database: OpenDatabase;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra environment on top of the test defaults. */
  readonly env?: Record<string, string>;
  /** Runs after buildApp and before listen, e.g. to add a throwaway route. */
  readonly beforeListen?: (app: FastifyInstance, config: Config, database: OpenDatabase) => void | Promise<void>;
  /** Receives the server's JSON log lines; without it the server does not log. */
  readonly logStream?: LogDestination;
}

function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
}

async function startOnce(
  port: number,
  dataDir: string,
  options: TestServerOptions,
  postgres: TestDatabase | undefined,
): Promise<TestServer> {
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-client-build'),
      SYNC_RATE_LIMIT_PER_MINUTE: '1000000',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...options.env,
    },
    dataDir,
  );
  const database = await openStore(config.database);
  try {
    const { logins: demo } = await startDemoMode(database.db, domainHooksFor(config), config);
    const app = await buildApp(
      options.logStream
        ? { config, db: database.db, logStream: options.logStream, demo }
        : { config, db: database.db, logger: false, demo },
    );
    try {
      await options.beforeListen?.(app, config, database);
      await app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await app.close();
      throw error;
    }
    return {
      url,
      config,
      database,
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Starts the whole application as `server/main.ts` does, but on a free loopback port and in a
 * temporary data directory. The issuer is PUBLIC_URL + '/oidc', so the port is chosen first.
 * In the `server-postgres` test project it runs on a fresh PostgreSQL database instead.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-test-'));
  const postgres = await testPostgresDatabase();
  const removeDataDir = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const server = await startOnce(port, dataDir, options, postgres);
      return {
        ...server,
        close: async () => {
          await server.close();
          await removeDataDir();
        },
      };
    } catch (error) {
      if (isAddressInUse(error) && attempt < 5) continue;
      await removeDataDir();
      throw error;
    }
  }
}

/**
 * Tests whose subject is not durability skip the fsync per commit on SQLite (thousands of
 * commits take seconds, not half a minute); PostgreSQL keeps its settings.
 */
export function relaxDurability(database: OpenDatabase): void {
  if ('relaxDurability' in database && typeof database.relaxDurability === 'function') database.relaxDurability();
}
