import { DrizzleQueryError } from 'drizzle-orm';
import * as v from 'valibot';

/**
 * Errors as the log may hold them: no document data. Drizzle puts a failed query's parameters
 * (field values) into its message and stack; the copy keeps the SQL and the SQLite cause only.
 */
export function loggableError(error: Error): Error {
  if (!(error instanceof DrizzleQueryError)) return error;
  const copy = new Error(`Failed query: ${error.query}`, { cause: error.cause });
  copy.name = 'DrizzleQueryError';
  if (error.stack) copy.stack = error.stack.replace(error.message, copy.message);
  return copy;
}

/**
 * Why a request was refused, for the log. Valibot's messages quote the value it received (a
 * document field, a password), so only the path and the expectation of each issue are kept.
 */
export function refusalDetail(error: Error): string {
  if (!v.isValiError(error)) return error.message;
  return error.issues
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.type}, expected ${issue.expected ?? 'another value'}`)
    .join('; ');
}
