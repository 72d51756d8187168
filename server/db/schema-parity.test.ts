import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Column, is, SQL } from 'drizzle-orm';
import { getTableConfig as getPgTableConfig, PgDialect, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { getTableConfig as getSqliteTableConfig, SQLiteSyncDialect, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as sqliteSchema from './schema';
import * as pgSchema from './schema-postgres';

/*
 * schema.ts (SQLite) and schema-postgres.ts must describe the same store: same tables,
 * columns, keys and indexes under the same names (docs/decisions/0024-postgresql-store.md).
 * Both are reduced to one dialect-neutral description and compared whole.
 */

/** How a column's value is stored, in the terms of the decision record. */
type Kind = 'text' | 'json' | 'flag' | 'integer';

interface ColumnShape {
  name: string;
  kind: Kind;
  notNull: boolean;
  primary: boolean;
  /** The name of the column's own unique constraint, if it has one. */
  unique: string | null;
  /** The default as SQL text of the dialect, null when there is none. */
  default: string | null;
  hasDefaultFn: boolean;
  hasOnUpdateFn: boolean;
}

interface KeyShape {
  name: string;
  columns: string[];
}

interface IndexShape extends KeyShape {
  unique: boolean;
  partial: boolean;
}

interface TableShape {
  name: string;
  columns: ColumnShape[];
  primaryKeys: KeyShape[];
  uniqueConstraints: KeyShape[];
  indexes: IndexShape[];
  foreignKeys: number;
  checks: number;
}

const sqliteDialect = new SQLiteSyncDialect();
const pgDialect = new PgDialect();

/** Defaults that must differ because the dialects spell "now" differently; everything else must match. */
const DIALECT_DEFAULTS: Record<string, { sqlite: string; postgres: string }> = {
  'server_secrets.created_at': { sqlite: '(unixepoch())', postgres: '(floor(extract(epoch from now())))::bigint' },
};

/** A JS default as SQL text; booleans as the 0/1 both backends store. */
function literal(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`no SQL literal for default ${JSON.stringify(value)}`);
}

function defaultOf(column: Column, render: (sql: SQL) => string): string | null {
  if (column.default === undefined) return null;
  return is(column.default, SQL) ? render(column.default) : literal(column.default);
}

function sqliteKind(column: Column): Kind {
  switch (column.columnType) {
    case 'SQLiteText':
      return 'text';
    case 'SQLiteTextJson':
      return 'json';
    case 'SQLiteBoolean':
      return 'flag';
    case 'SQLiteInteger':
      return 'integer';
    default:
      throw new Error(`${column.name}: SQLite column type ${column.columnType} has no PostgreSQL rule yet`);
  }
}

function pgKind(column: Column): Kind {
  const sqlType = column.getSQLType();
  if (column.columnType === 'PgText' && sqlType === 'text') return 'text';
  if (column.columnType === 'PgBigInt53' && sqlType === 'bigint') return 'integer';
  if (column.columnType === 'PgCustomColumn' && sqlType === 'text') return 'json';
  if (column.columnType === 'PgCustomColumn' && sqlType === 'integer') return 'flag';
  throw new Error(`${column.name}: PostgreSQL column type ${column.columnType} (${sqlType}) has no SQLite rule`);
}

function columnShape(column: Column, kind: Kind, render: (sql: SQL) => string): ColumnShape {
  return {
    name: column.name,
    kind,
    notNull: column.notNull,
    primary: column.primary,
    unique: column.isUnique ? (column.uniqueName ?? '(unnamed)') : null,
    default: defaultOf(column, render),
    hasDefaultFn: column.defaultFn !== undefined,
    hasOnUpdateFn: column.onUpdateFn !== undefined,
  };
}

/** An index column's name; an expression (SQL) shows as such, so it cannot match by accident. */
function indexColumn(column: unknown): string {
  if (is(column, SQL)) return '(expression)';
  if (column && typeof column === 'object' && 'name' in column && typeof column.name === 'string') return column.name;
  throw new Error('index column without a name');
}

function byName<T extends { name: string }>(list: T[]): T[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

function describeSqlite(table: SQLiteTable): TableShape {
  const config = getSqliteTableConfig(table);
  const render = (value: SQL) => sqliteDialect.sqlToQuery(value).sql;
  return {
    name: config.name,
    columns: config.columns.map((column) => columnShape(column, sqliteKind(column), render)),
    primaryKeys: byName(
      config.primaryKeys.map((key) => ({ name: key.getName(), columns: key.columns.map((c) => c.name) })),
    ),
    uniqueConstraints: byName(
      config.uniqueConstraints.map((key) => ({
        name: key.getName() ?? '(unnamed)',
        columns: key.columns.map((c) => c.name),
      })),
    ),
    indexes: byName(
      config.indexes.map(({ config: index }) => ({
        name: index.name,
        columns: index.columns.map(indexColumn),
        unique: index.unique,
        partial: index.where !== undefined,
      })),
    ),
    foreignKeys: config.foreignKeys.length,
    checks: config.checks.length,
  };
}

function describePg(table: PgTable): TableShape {
  const config = getPgTableConfig(table);
  const render = (value: SQL) => pgDialect.sqlToQuery(value).sql;
  return {
    name: config.name,
    columns: config.columns.map((column) => columnShape(column, pgKind(column), render)),
    primaryKeys: byName(
      config.primaryKeys.map((key) => ({ name: key.getName(), columns: key.columns.map((c) => c.name) })),
    ),
    uniqueConstraints: byName(
      config.uniqueConstraints.map((key) => ({
        name: key.getName() ?? '(unnamed)',
        columns: key.columns.map((c) => c.name),
      })),
    ),
    indexes: byName(
      config.indexes.map(({ config: index }) => ({
        name: index.name ?? '(unnamed)',
        columns: index.columns.map(indexColumn),
        unique: index.unique,
        partial: index.where !== undefined,
      })),
    ),
    foreignKeys: config.foreignKeys.length,
    checks: config.checks.length,
  };
}

/** Every export of a schema module must be a table of its dialect: nothing is skipped silently. */
function tablesOf<T>(module: Record<string, unknown>, isTable: (value: unknown) => value is T): T[] {
  return Object.entries(module).map(([exportName, value]) => {
    if (!isTable(value)) throw new Error(`export ${exportName} of a schema module is not a table`);
    return value;
  });
}

const sqliteTables = tablesOf(sqliteSchema, (value): value is SQLiteTable => is(value, SQLiteTable));
const pgTables = tablesOf(pgSchema, (value): value is PgTable => is(value, PgTable));
const sqliteShapes = byName(sqliteTables.map(describeSqlite));
const pgShapes = byName(pgTables.map(describePg));

/** The dialect-specific defaults of DIALECT_DEFAULTS replaced by a marker on both sides. */
function withDialectDefaults(shapes: TableShape[], dialect: 'sqlite' | 'postgres'): TableShape[] {
  return shapes.map((table) => ({
    ...table,
    columns: table.columns.map((column) => {
      const expected = DIALECT_DEFAULTS[`${table.name}.${column.name}`];
      if (!expected) return column;
      expect(column.default, `${table.name}.${column.name} default (${dialect})`).toBe(expected[dialect]);
      return { ...column, default: '(dialect-specific now)' };
    }),
  }));
}

describe('the SQLite and PostgreSQL schemas', () => {
  it('describe a real store: every table is found, with columns, keys and indexes', () => {
    // Guards against a comparison of two empty lists.
    expect(sqliteShapes.length).toBeGreaterThanOrEqual(13);
    for (const name of ['tenants', 'documents', 'document_versions', 'mutation_results', 'oidc_payloads']) {
      expect(sqliteShapes.map((table) => table.name)).toContain(name);
    }
    const documents = sqliteShapes.find((table) => table.name === 'documents');
    expect(documents?.columns.length).toBeGreaterThanOrEqual(13);
    expect(documents?.primaryKeys).toEqual([{ name: 'documents_tenant_id_id_pk', columns: ['tenant_id', 'id'] }]);
    expect(documents?.indexes.map((index) => index.name)).toEqual(['documents_tenant_seq', 'documents_tenant_type']);
    const tenants = sqliteShapes.find((table) => table.name === 'tenants');
    expect(tenants?.columns.find((column) => column.name === 'trimmed_name')?.unique).toBe(
      'tenants_trimmed_name_unique',
    );
    expect(sqliteShapes.flatMap((table) => table.indexes).filter((index) => index.unique).length).toBeGreaterThan(0);
  });

  it('have the same tables, columns (order, kind, not-null, default), keys, unique constraints and indexes', () => {
    expect(withDialectDefaults(pgShapes, 'postgres')).toEqual(withDialectDefaults(sqliteShapes, 'sqlite'));
  });

  it('would notice a difference: a table missing an index or a not-null does not compare equal', () => {
    const documents = sqliteShapes.find((table) => table.name === 'documents');
    const lacking = describePg(pgTable('documents', { tenantId: text('tenant_id').notNull(), id: text('id') }));
    expect(lacking).not.toEqual(documents);
    const users = pgShapes.find((table) => table.name === 'users');
    expect(users).toBeDefined();
    if (!users) return;
    expect({ ...users, indexes: users.indexes.slice(1) }).not.toEqual(sqliteShapes.find((t) => t.name === 'users'));
    const changed = { ...users, columns: users.columns.map((c) => (c.name === 'email' ? { ...c, notNull: true } : c)) };
    expect(changed).not.toEqual(sqliteShapes.find((t) => t.name === 'users'));
  });

  it('write JSON and flags to the driver as the same values, and read them back the same', () => {
    const samples: Record<Kind, unknown[]> = {
      json: [{ b: 1, a: ['x', 'ü'] }, [], ['one'], { locations: [], departments: [] }],
      flag: [true, false],
      integer: [0, 1_790_000_000_000, 2 ** 53 - 1],
      text: ['', 'Gefahrstoff ß'],
    };
    for (const sqliteTable of sqliteTables) {
      const name = getSqliteTableConfig(sqliteTable).name;
      const pgTable = pgTables.find((table) => getPgTableConfig(table).name === name);
      for (const sqliteColumn of getSqliteTableConfig(sqliteTable).columns) {
        const pgColumn = pgTable && getPgTableConfig(pgTable).columns.find((c) => c.name === sqliteColumn.name);
        expect(pgColumn, `${name}.${sqliteColumn.name}`).toBeDefined();
        if (!pgColumn) continue;
        for (const value of samples[sqliteKind(sqliteColumn)]) {
          const stored = sqliteColumn.mapToDriverValue(value);
          expect(pgColumn.mapToDriverValue(value), `${name}.${sqliteColumn.name} ← ${String(value)}`).toEqual(stored);
          expect(pgColumn.mapFromDriverValue(stored)).toEqual(sqliteColumn.mapFromDriverValue(stored));
        }
      }
    }
  });

  it('give rows of the same TypeScript types (checked by npm run typecheck)', () => {
    type Rows<M> = {
      [K in keyof M]: M[K] extends { $inferSelect: infer S; $inferInsert: infer I } ? { select: S; insert: I } : never;
    };
    expectTypeOf<Rows<typeof pgSchema>>().toEqualTypeOf<Rows<typeof sqliteSchema>>();
  });
});

describe('the generated migrations', () => {
  const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

  /** Tables and column names of the newest drizzle-kit snapshot of a dialect's migration folder. */
  function newestSnapshot(dialect: 'sqlite' | 'postgres'): Record<string, string[]> {
    const meta = path.join(migrations, dialect, 'meta');
    const journal = JSON.parse(fs.readFileSync(path.join(meta, '_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const last = journal.entries.at(-1);
    if (!last) throw new Error(`no ${dialect} migrations`);
    const file = path.join(meta, `${String(last.idx).padStart(4, '0')}_snapshot.json`);
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      tables: Record<string, { name: string; columns: Record<string, { name: string }> }>;
    };
    return Object.fromEntries(
      Object.values(snapshot.tables).map((table) => [table.name, Object.keys(table.columns).sort()]),
    );
  }

  const schemaColumns = (shapes: TableShape[]) =>
    Object.fromEntries(shapes.map((table) => [table.name, table.columns.map((column) => column.name).sort()]));

  it('are up to date with schema.ts (else: npm run db:generate)', () => {
    expect(newestSnapshot('sqlite')).toEqual(schemaColumns(sqliteShapes));
  });

  it('are up to date with schema-postgres.ts (else: npm run db:generate:postgres)', () => {
    expect(newestSnapshot('postgres')).toEqual(schemaColumns(pgShapes));
  });
});
