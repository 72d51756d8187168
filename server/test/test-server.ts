import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type OpenSqliteDatabase, openDatabase } from '../db/database';
import type { LogDestination } from '../http/request-log';
import { seedDemoData } from '../seed/seed-demo';
import { freePort } from './free-port';

export { freePort };

/** A real server on loopback with a real SQLite file, seeded with the demo data. */
export interface TestServer {
  /** The listening origin, also PUBLIC_URL: `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly config: Config;
  readonly database: OpenSqliteDatabase;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra environment on top of the test defaults. */
  readonly env?: Record<string, string>;
  /** Runs after buildApp and before listen, e.g. to add a throwaway route. */
  readonly beforeListen?: (app: FastifyInstance, config: Config, database: OpenSqliteDatabase) => void | Promise<void>;
  /** Receives the server's JSON log lines; without it the server does not log. */
  readonly logStream?: LogDestination;
}

function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
}

async function startOnce(port: number, dataDir: string, options: TestServerOptions): Promise<TestServer> {
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
      ...options.env,
    },
    dataDir,
  );
  const database = openDatabase(config.databaseFile);
  try {
    await seedDemoData(database.db);
    const app = await buildApp(
      options.logStream
        ? { config, db: database.db, logStream: options.logStream }
        : { config, db: database.db, logger: false },
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
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-test-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const server = await startOnce(port, dataDir, options);
      return {
        ...server,
        close: async () => {
          await server.close();
          removeDataDir();
        },
      };
    } catch (error) {
      if (isAddressInUse(error) && attempt < 5) continue;
      removeDataDir();
      throw error;
    }
  }
}
