import type { BenchToken } from './bench-window';

const MARGIN_MS = 30_000;

/**
 * The page's token getter: the last token from the node side until it nears expiry or the API
 * asks to renew, as the app's sign-in keeps its token instead of fetching one per request.
 */
export function pageToken(): (renew: boolean) => Promise<string> {
  let current: BenchToken | undefined;
  return async (renew) => {
    if (!current || renew || current.expiresAt - MARGIN_MS < Date.now()) current = await window.benchToken(renew);
    return current.token;
  };
}
