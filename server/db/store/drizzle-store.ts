import { NoopCache } from 'drizzle-orm/cache/core';
import { NoopLogger } from 'drizzle-orm/logger';
import type { Query } from 'drizzle-orm/sql';
import type { BaseSQLiteDatabase, SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { SQLiteAsyncDialect as Dialect } from 'drizzle-orm/sqlite-core';
import type { SelectedFieldsOrdered } from 'drizzle-orm/sqlite-core/query-builders/select.types';
import type { SQLiteExecuteMethod, SQLiteTransactionConfig } from 'drizzle-orm/sqlite-core/session';
import {
  type PreparedQueryConfig,
  RemotePreparedQuery,
  SQLiteProxyTransaction,
  SQLiteRemoteSession,
  SqliteRemoteDatabase,
  type SqliteRemoteResult,
} from 'drizzle-orm/sqlite-proxy';
import type { Backend, Executor, Method, RowMode } from './executor';

type Schema = Record<string, never>;

/** The backend's dialect of every handle the store made, its transactions' included. */
const spoken = new WeakMap<object, Backend['dialect']>();

/**
 * The store's database handle: drizzle's SQLite query builder, asynchronous, on any backend.
 * A transaction (`db.transaction(async (tx) => …)`) hands its body a handle of the same type,
 * so a function that takes a `Db` runs inside or outside a transaction alike.
 */
export type Db = BaseSQLiteDatabase<'async', SqliteRemoteResult, Schema>;

const loose = (executor: Executor, mode: RowMode) => (sql: string, params: unknown[], method: Method) =>
  executor.query(sql, params, method, mode) as Promise<{ rows: never[] }>;

/**
 * drizzle's SQLite proxy session with two changes: each statement tells the executor whether
 * drizzle maps its rows from arrays (a selection) or returns them as they are (raw SQL), and a
 * transaction is the backend's (one connection held, commit or rollback), not a `begin` sent
 * down the shared connection.
 */
class StoreSession extends SQLiteRemoteSession<Schema, never> {
  readonly #executor: Executor;
  readonly #backend: Backend;
  readonly #dialect: SQLiteAsyncDialect;
  readonly #logger = new NoopLogger();
  readonly #cache = new NoopCache();

  constructor(executor: Executor, backend: Backend, dialect: SQLiteAsyncDialect) {
    super(loose(executor, 'object'), dialect, undefined);
    this.#executor = executor;
    this.#backend = backend;
    this.#dialect = dialect;
  }

  override prepareQuery<T extends Omit<PreparedQueryConfig, 'run'>>(
    query: Query,
    fields: SelectedFieldsOrdered | undefined,
    executeMethod: SQLiteExecuteMethod,
    isResponseInArrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => unknown,
  ): RemotePreparedQuery<T> {
    const mode: RowMode = fields || customResultMapper ? 'array' : 'object';
    return new RemotePreparedQuery<T>(
      loose(this.#executor, mode),
      query,
      this.#logger,
      this.#cache,
      undefined,
      undefined,
      fields,
      executeMethod,
      isResponseInArrayMode,
      customResultMapper,
    );
  }

  /** `{ behavior: 'deferred' }` asks for a read-only snapshot (TransactionKind `read`); anything else may write. */
  override transaction<T>(
    body: (tx: SQLiteProxyTransaction<Schema, never>) => Promise<T>,
    config?: SQLiteTransactionConfig,
  ): Promise<T> {
    return this.#backend.transaction(
      (executor) => {
        const session = new StoreSession(executor, this.#backend, this.#dialect);
        const tx = new SQLiteProxyTransaction<Schema, never>('async', this.#dialect, session, undefined);
        spoken.set(tx, this.#backend.dialect);
        return body(tx);
      },
      config?.behavior === 'deferred' ? 'read' : 'write',
    );
  }
}

/** The query builder over a backend: statements compiled by drizzle's SQLite dialect, run by the backend. */
export function storeDatabase(backend: Backend): Db {
  const dialect = new Dialect();
  const db = new SqliteRemoteDatabase<Schema>(
    'async',
    dialect,
    new StoreSession(backend.root, backend, dialect),
    undefined,
  );
  spoken.set(db, backend.dialect);
  return db;
}

/**
 * Whether a store handle, or one of its transactions' handles, runs on PostgreSQL: where a
 * statement only PostgreSQL runs may replace several (a nested transaction's handle answers false).
 */
export function speaksPostgres(db: Db): boolean {
  return spoken.get(db) === 'postgres';
}
