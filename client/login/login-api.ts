import * as v from 'valibot';
import { type InteractionDetails, InteractionDetailsSchema, LoginResultSchema } from '../../shared/api/interaction';
import { type ErrorCode, isErrorCode } from '../../shared/errors';

export type LoginOutcome = { kind: 'redirect'; to: string } | { kind: 'error'; code: ErrorCode };

const ErrorBody = v.object({ error: v.object({ code: v.string() }) });

async function errorCode(response: Response): Promise<ErrorCode> {
  const parsed = v.safeParse(ErrorBody, await response.json().catch(() => null));
  return parsed.success && isErrorCode(parsed.output.error.code) ? parsed.output.error.code : 'INTERNAL';
}

/** The pending sign-in's uid from /interaction/{uid}; undefined on the error page. */
export function interactionUid(pathname: string): string | undefined {
  const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})\/?$/.exec(pathname);
  return match?.[1] === 'error' ? undefined : match?.[1];
}

export async function loadDetails(uid: string): Promise<InteractionDetails | ErrorCode> {
  try {
    const response = await fetch(`/interaction/${uid}/details`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return await errorCode(response);
    return v.parse(InteractionDetailsSchema, await response.json());
  } catch {
    return 'TIMEOUT';
  }
}

export async function submitLogin(uid: string, email: string, password: string): Promise<LoginOutcome> {
  try {
    const response = await fetch(`/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) return { kind: 'error', code: await errorCode(response) };
    const result = v.parse(LoginResultSchema, await response.json());
    return { kind: 'redirect', to: result.redirectTo };
  } catch {
    return { kind: 'error', code: 'TIMEOUT' };
  }
}
