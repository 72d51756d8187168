import * as v from 'valibot';
import { SET_PASSWORD_PATH } from '../../shared/api/accounts';
import { type ErrorCode, isErrorCode } from '../../shared/errors';

const ErrorBody = v.object({ error: v.object({ code: v.string() }) });

/** The token of a "set your password" link: in the fragment, so it never reaches a log. */
export function linkToken(hash: string): string | undefined {
  return /^#token=([A-Za-z0-9_-]{43})$/.exec(hash)?.[1];
}

/** Sets the password; undefined on success, else the server's error code. */
export async function submitPassword(token: string, password: string): Promise<ErrorCode | undefined> {
  try {
    const response = await fetch(SET_PASSWORD_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token, password }),
    });
    if (response.ok) return undefined;
    const parsed = v.safeParse(ErrorBody, await response.json().catch(() => null));
    return parsed.success && isErrorCode(parsed.output.error.code) ? parsed.output.error.code : 'INTERNAL';
  } catch {
    return 'TIMEOUT';
  }
}
