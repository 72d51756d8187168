import pg from 'pg';
import type { Backend, Executor, Method, QueryResult, RowMode, TransactionKind } from './executor';
import { TransactionContext } from './transaction-context';

const INT8_OID = 20;

/**
 * bigint columns as JS numbers, as SQLite's INTEGER reads (decision 0024); a value beyond 2^53
 * would lose digits silently, so it is an error instead.
 */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} is beyond a JavaScript number`);
  return value;
}

/** pg's type parsers with int8 read as a number, as the store reads it; for any client of ours. */
export const int8AsNumber = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * The statement text of drizzle's SQLite dialect with PostgreSQL's numbered parameters: each
 * `?` outside a quoted string or identifier becomes `$1`, `$2`, … in order.
 */
export function numberParameters(sql: string): string {
  let out = '';
  let quote: string | undefined;
  let index = 0;
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = undefined;
      out += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else if (char === '?') {
      index += 1;
      out += `$${index}`;
    } else {
      out += char;
    }
  }
  return out;
}

const CONFLICT_TARGET = / on conflict \(([^)]*)\)/g;
const QUALIFIED = /"[^"]*"\.("[^"]*")/g;

/**
 * drizzle's SQLite dialect names an upsert's conflict columns with their table
 * (`on conflict ("documents"."tenant_id", …)`), which SQLite allows and PostgreSQL does not.
 */
export function unqualifyConflictTarget(sql: string): string {
  return sql.replace(
    CONFLICT_TARGET,
    (_match, columns: string) => ` on conflict (${columns.replace(QUALIFIED, '$1')})`,
  );
}

/** Statements prepared once per connection and reused by name; past this many, new ones run unnamed. */
const PREPARED_STATEMENTS = 1000;

interface Translation {
  readonly text: string;
  /** The prepared statement's name; undefined once the store has named as many as it keeps. */
  readonly name: string | undefined;
}

/** Translations kept, named or not; a text beyond them (e.g. ever new `IN` list lengths) is translated per call. */
const TRANSLATIONS_KEPT = 5000;

const translations = new Map<string, Translation>();

/**
 * The PostgreSQL text of a statement compiled by drizzle's SQLite dialect (decision 0024), and
 * a name under which each connection prepares it once: the server then parses and plans the
 * store's few hundred statements once per connection instead of at every call.
 */
export function toPostgres(sql: string): Translation {
  let translation = translations.get(sql);
  if (translation === undefined) {
    const name = translations.size < PREPARED_STATEMENTS ? `s${translations.size + 1}` : undefined;
    translation = { text: numberParameters(unqualifyConflictTarget(sql)), name };
    if (translations.size < TRANSLATIONS_KEPT) translations.set(sql, translation);
  }
  return translation;
}

async function execute(
  client: pg.Pool | pg.PoolClient,
  sql: string,
  params: readonly unknown[],
  method: Method,
  mode: RowMode,
): Promise<QueryResult> {
  const { text, name } = toPostgres(sql);
  const query = { text, values: [...params], ...(name ? { name } : {}) };
  const { rows } =
    method === 'values' || mode === 'array'
      ? await client.query<unknown[]>({ ...query, rowMode: 'array' })
      : await client.query<Record<string, unknown>>(query);
  return { rows: method === 'get' ? rows[0] : method === 'run' ? [] : rows };
}

/**
 * A transaction body resolved, but PostgreSQL rolled the transaction back: a statement in it
 * had failed and the body caught the error. Nothing of it was committed.
 */
export class TransactionRolledBackError extends Error {
  override name = 'TransactionRolledBackError';
}

const BEGIN: Record<TransactionKind, string> = {
  write: 'BEGIN ISOLATION LEVEL READ COMMITTED',
  read: 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
};

/**
 * PostgreSQL behind the async store (docs/decisions/0024-postgresql-store.md): a `pg` pool; a
 * transaction holds one pooled connection from BEGIN to COMMIT or ROLLBACK. Writers of one
 * tenant queue on its counter row (lockTenant), so a push reads and writes as under SQLite's
 * single writer while other tenants commit beside it.
 */
export class PostgresBackend implements Backend {
  readonly dialect = 'postgres';
  readonly root: Executor;
  readonly #pool: pg.Pool;
  readonly #context = new TransactionContext();

  constructor(config: pg.PoolConfig) {
    this.#pool = new pg.Pool({ ...config, types: int8AsNumber });
    // An idle connection the server closed (restart, failover) must not crash the process.
    this.#pool.on('error', () => undefined);
    this.root = {
      query: (sql, params, method, mode) => {
        const outside = this.#context.outside();
        return outside ? Promise.reject(outside) : execute(this.#pool, sql, params, method, mode);
      },
    };
  }

  async transaction<T>(body: (tx: Executor) => Promise<T>, kind: TransactionKind): Promise<T> {
    const outside = this.#context.outside();
    if (outside) throw outside;
    const client = await this.#pool.connect();
    let broken: Error | undefined;
    try {
      return await this.#context.run(
        (sql, params, method, mode) => execute(client, sql, params, method, mode),
        async (tx) => {
          await client.query(BEGIN[kind]);
          try {
            const result = await body(tx);
            // A statement failed and the body carried on: PostgreSQL has aborted the transaction and
            // answers COMMIT with ROLLBACK, without an error. Nothing was committed, so say so.
            const commit = await client.query('COMMIT');
            if (commit.command !== 'COMMIT') {
              throw new TransactionRolledBackError(
                `the transaction was rolled back (COMMIT answered ${commit.command})`,
              );
            }
            return result;
          } catch (error) {
            await client.query('ROLLBACK').catch((rollback: unknown) => {
              broken = rollback instanceof Error ? rollback : new Error(String(rollback));
            });
            throw error;
          }
        },
      );
    } finally {
      // A connection whose rollback failed is in an unknown state: it leaves the pool.
      client.release(broken);
    }
  }

  /** Waits for the checked-out connections to come back, then ends the pool. */
  close(): Promise<void> {
    return this.#pool.end();
  }
}
