/** How drizzle asks for a statement's result: affected rows, every row, the first row, or raw rows. */
export type Method = 'run' | 'all' | 'get' | 'values';

/**
 * Rows as arrays in the selection's order (drizzle maps them onto the selected fields) or as
 * objects keyed by column name (raw `db.all(sql…)` queries, whose rows are returned as they come).
 */
export type RowMode = 'array' | 'object';

export interface QueryResult {
  /** `all` and `values`: the rows; `get`: the first row or undefined; `run`: none. */
  readonly rows: unknown;
}

/** Runs one compiled statement (SQLite text with `?` parameters) on one connection or transaction. */
export interface Executor {
  query(sql: string, params: readonly unknown[], method: Method, mode: RowMode): Promise<QueryResult>;
}

/**
 * `write`: a transaction that may write (PostgreSQL: READ COMMITTED; writers of one tenant
 * queue on its counter row, see lockTenant). `read`: one consistent snapshot for several reads
 * and no writes (PostgreSQL: REPEATABLE READ READ ONLY). drizzle's `{ behavior: 'deferred' }`
 * asks for `read`.
 */
export type TransactionKind = 'write' | 'read';

/**
 * A database behind the store (docs/decisions/0024-postgresql-store.md): statements outside a
 * transaction go to `root`; a transaction gets an executor of its own that is committed when
 * its body resolves and rolled back when it throws.
 */
export interface Backend {
  /** Which SQL the backend speaks beyond the SQLite dialect both understand (a statement only PostgreSQL runs). */
  readonly dialect: 'sqlite' | 'postgres';
  readonly root: Executor;
  transaction<T>(body: (tx: Executor) => Promise<T>, kind: TransactionKind): Promise<T>;
  /** Waits for the work under way, then closes the connections. */
  close(): Promise<void>;
}
