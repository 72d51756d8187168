import type Database from 'better-sqlite3';
import type { Backend, Executor, Method, QueryResult, RowMode, TransactionKind } from './executor';
import { TransactionContext } from './transaction-context';

/** Compiled statements kept per SQL text; the store's queries are a few hundred distinct texts. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * SQLite behind the async store (docs/decisions/0024-postgresql-store.md): one better-sqlite3
 * connection, whose statements run synchronously. Transactions take turns in a queue
 * (`BEGIN IMMEDIATE … COMMIT`; `BEGIN DEFERRED` for a read), since an async body could
 * otherwise interleave with another on the same connection; a statement outside a transaction
 * runs at once when none is open and queues behind them otherwise, as on the shared connection
 * it would run inside theirs.
 */
export class SqliteBackend implements Backend {
  readonly root: Executor;
  readonly #sqlite: Database.Database;
  readonly #statements = new Map<string, Database.Statement>();
  readonly #context = new TransactionContext();
  #tail: Promise<unknown> = Promise.resolve();
  #queued = 0;

  constructor(sqlite: Database.Database) {
    this.#sqlite = sqlite;
    this.root = {
      query: (sql, params, method, mode) => {
        const outside = this.#context.outside();
        if (outside) return Promise.reject(outside);
        if (this.#queued === 0) return this.#execute(sql, params, method, mode);
        return this.#enqueue(() => this.#execute(sql, params, method, mode));
      },
    };
  }

  transaction<T>(body: (tx: Executor) => Promise<T>, kind: TransactionKind): Promise<T> {
    const outside = this.#context.outside();
    if (outside) return Promise.reject(outside);
    return this.#enqueue(() =>
      this.#context.run(
        (sql, params, method, mode) => this.#execute(sql, params, method, mode),
        async (tx) => {
          this.#sqlite.exec(kind === 'read' ? 'BEGIN DEFERRED' : 'BEGIN IMMEDIATE');
          try {
            const result = await body(tx);
            this.#sqlite.exec('COMMIT');
            return result;
          } catch (error) {
            if (this.#sqlite.inTransaction) this.#sqlite.exec('ROLLBACK');
            throw error;
          }
        },
      ),
    );
  }

  /** Waits for every queued transaction, folds the write-ahead log into the file, then closes it. */
  async close(): Promise<void> {
    while (this.#queued > 0) await this.#tail;
    this.#sqlite.pragma('wal_checkpoint(TRUNCATE)');
    this.#sqlite.close();
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
