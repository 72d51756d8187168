import type { Db } from './drizzle-store';

/**
 * Statements drizzle compiles once per store handle, for the hot paths, where compiling a
 * statement cost more CPU than the database running it (docs/decisions/0061). `compile` runs on a
 * handle's first use and builds the statements with `sql.placeholder` for their values; the
 * answer's statements run on that handle only. A transaction's handle gets its own, so they run
 * inside it; a handle's statements go when the handle does.
 */
export function compiledPer<T>(compile: (db: Db) => T): (db: Db) => T {
  const compiled = new WeakMap<Db, T>();
  return (db) => {
    let statements = compiled.get(db);
    if (statements === undefined) {
      statements = compile(db);
      compiled.set(db, statements);
    }
    return statements;
  };
}
