import { DrizzleQueryError } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loggableError, refusalDetail } from './loggable-errors';

describe('errors as the log holds them', () => {
  it('keeps the SQL and cause of a failed query but not its parameters (document data)', () => {
    const cause = new Error('UNIQUE constraint failed: documents.id');
    const error = new DrizzleQueryError('insert into documents values (?, ?)', ['doc-1', 'Geheimrezept'], cause);
    const logged = loggableError(error);
    expect(logged.message).toBe('Failed query: insert into documents values (?, ?)');
    expect(logged.cause).toBe(cause);
    expect(`${logged.stack}${JSON.stringify(logged)}`).not.toContain('Geheimrezept');
    expect(logged.stack).toContain('loggable-errors.test.ts');
  });

  it('passes other errors through unchanged', () => {
    const error = new Error('boom');
    expect(loggableError(error)).toBe(error);
  });

  it('names the path and expectation of a refused body, never the value received', () => {
    const schema = v.object({ name: v.pipe(v.string(), v.maxLength(3)), count: v.number() });
    let error: unknown;
    try {
      v.parse(schema, { name: 'Geheimrezept', count: 'viele' }, { abortEarly: false });
    } catch (thrown) {
      error = thrown;
    }
    if (!(error instanceof v.ValiError)) throw new Error('expected a ValiError');
    const detail = refusalDetail(error);
    expect(detail).toBe('name: max_length, expected <=3; count: number, expected number');
    expect(detail).not.toMatch(/Geheimrezept|viele/);
  });
});
