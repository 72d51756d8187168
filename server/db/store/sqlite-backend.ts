import type Database from 'better-sqlite3';
import type { Backend, Executor, Method, QueryResult, RowMode, TransactionKind } from './executor';
import { TransactionContext } from './transaction-context';

/** Flushes the write-ahead log: resolves once everything written before the call is on disk (wal-sync.ts). */
export interface LogFlush {
  sync(): Promise<void>;
}

/** Compiled statements kept per SQL text; the store's queries are a few hundred distinct texts. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * SQLite behind the async store (docs/decisions/0024-postgresql-store.md): one better-sqlite3
 * connection, whose statements run synchronously. Transactions take turns in a queue
 * (`BEGIN IMMEDIATE … COMMIT`; `BEGIN DEFERRED` for a read), since an async body could
 * otherwise interleave with another on the same connection; a statement outside a transaction
 * runs at once when none is open and queues behind them otherwise, as on the shared connection
 * it would run inside theirs.
 *
 * With a LogFlush (a file database, docs/decisions/0057), COMMIT only writes the log and the
 * next transaction may start at once; the caller's promise resolves once the log is on disk,
 * and so does every later read's, so nothing is answered from a commit a power loss could undo.
 */
export class SqliteBackend implements Backend {
  readonly dialect = 'sqlite';
  readonly root: Executor;
  readonly #sqlite: Database.Database;
  readonly #statements = new Map<string, Database.Statement>();
  readonly #context = new TransactionContext();
  #tail: Promise<unknown> = Promise.resolve();
  #queued = 0;
  #wal: LogFlush | undefined;
  /** The flush that covers the newest commit; resolved when nothing waits for the disk. */
  #synced: Promise<void> = Promise.resolve();

  constructor(sqlite: Database.Database, wal?: LogFlush) {
    this.#sqlite = sqlite;
    this.#wal = wal;
    this.root = {
      query: (sql, params, method, mode) => {
        const outside = this.#context.outside();
        if (outside) return Promise.reject(outside);
        const result =
          this.#queued === 0
            ? this.#execute(sql, params, method, mode)
            : this.#enqueue(() => this.#execute(sql, params, method, mode));
        return result.then((rows) => this.#durable(rows));
      },
    };
  }

  /** Commits stop waiting for the disk (tests whose subject is not durability). */
  relaxDurability(): void {
    this.#wal = undefined;
  }

  transaction<T>(body: (tx: Executor) => Promise<T>, kind: TransactionKind): Promise<T> {
    const outside = this.#context.outside();
    if (outside) return Promise.reject(outside);
    const committed = this.#enqueue(() =>
      this.#context.run(
        (sql, params, method, mode) => this.#execute(sql, params, method, mode),
        async (tx) => {
          this.#sqlite.exec(kind === 'read' ? 'BEGIN DEFERRED' : 'BEGIN IMMEDIATE');
          try {
            const result = await body(tx);
            this.#sqlite.exec('COMMIT');
            if (kind === 'write') this.#written();
            return result;
          } catch (error) {
            if (this.#sqlite.inTransaction) this.#sqlite.exec('ROLLBACK');
            throw error;
          }
        },
      ),
    );
    return committed.then((result) => this.#durable(result));
  }

  /** Waits for every queued transaction and flush, folds the write-ahead log into the file, then closes it. */
  async close(): Promise<void> {
    while (this.#queued > 0) await this.#tail;
    await this.#synced.catch(() => undefined);
    this.#sqlite.pragma('wal_checkpoint(TRUNCATE)');
    this.#sqlite.close();
  }

  /**
   * A commit went into the log (an autocommit statement's too): flush it. A failed flush fails
   * the callers waiting for it (their requests answer an error, their devices retry); the
   * next commit flushes again.
   */
  #written(): void {
    if (!this.#wal) return;
    const flush = this.#wal.sync();
    this.#synced = flush;
    flush.catch(() => {
      if (this.#synced === flush) this.#synced = Promise.resolve();
    });
  }

  /** The value, once every commit before it is on disk (a flush failure fails the caller). */
  #durable<T>(value: T): Promise<T> {
    return this.#synced.then(() => value);
  }

  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    this.#queued += 1;
    const result = this.#tail.then(task);
    this.#tail = result.then(
      () => {
        this.#queued -= 1;
      },
      () => {
        this.#queued -= 1;
      },
    );
    return result;
  }

  #execute(sql: string, params: readonly unknown[], method: Method, mode: RowMode): Promise<QueryResult> {
    try {
      return Promise.resolve(this.#run(this.#statement(sql), params, method, mode));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  #run(statement: Database.Statement, params: readonly unknown[], method: Method, mode: RowMode): QueryResult {
    if (method === 'run' || !statement.reader) {
      statement.run(...params);
      if (!this.#sqlite.inTransaction) this.#written();
      return { rows: [] };
    }
    statement.raw(method === 'values' || mode === 'array');
    return { rows: method === 'get' ? statement.get(...params) : statement.all(...params) };
  }

  #statement(sql: string): Database.Statement {
    const cached = this.#statements.get(sql);
    if (cached) {
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const statement = this.#sqlite.prepare(sql);
    this.#statements.set(sql, statement);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return statement;
  }
}
