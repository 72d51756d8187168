import { describe, expect, it } from 'vitest';
import { numberParameters, toPostgres, unqualifyConflictTarget } from './postgres-backend';

describe('SQLite statement text on PostgreSQL', () => {
  it('numbers the parameters in order', () => {
    expect(numberParameters('select "id" from "documents" where "tenant_id" = ? and "seq" > ? limit ?')).toBe(
      'select "id" from "documents" where "tenant_id" = $1 and "seq" > $2 limit $3',
    );
  });

  it('leaves a ? inside a string literal or a quoted name alone', () => {
    expect(numberParameters(`select 'why?', "odd?name" from t where a = ? and b = 'it''s ?'`)).toBe(
      `select 'why?', "odd?name" from t where a = $1 and b = 'it''s ?'`,
    );
  });

  it('names the conflict columns of an upsert without their table', () => {
    const upsert =
      'insert into "documents" ("tenant_id", "id") values (?, ?) on conflict ("documents"."tenant_id", "documents"."id") do update set "id" = ?';
    expect(unqualifyConflictTarget(upsert)).toBe(
      'insert into "documents" ("tenant_id", "id") values (?, ?) on conflict ("tenant_id", "id") do update set "id" = ?',
    );
    expect(toPostgres(upsert).text).toBe(
      'insert into "documents" ("tenant_id", "id") values ($1, $2) on conflict ("tenant_id", "id") do update set "id" = $3',
    );
    expect(unqualifyConflictTarget('insert into "t" ("a") values (?) on conflict do nothing')).toBe(
      'insert into "t" ("a") values (?) on conflict do nothing',
    );
  });

  it('names each statement text once, so a connection prepares it once', () => {
    const first = toPostgres('select "id" from "tenants" where "id" = ?');
    expect(first.name).toMatch(/^s\d+$/);
    expect(toPostgres('select "id" from "tenants" where "id" = ?')).toBe(first);
    expect(toPostgres('select "id" from "users" where "id" = ?').name).not.toBe(first.name);
  });
});
