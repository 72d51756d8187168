import { signIn } from '../server/test/sign-in';
import type { BenchToken } from './browser/bench-window';

const MARGIN_MS = 30_000;

/** Access tokens of one account, signed in anew when asked to renew or when the last one nears expiry. */
export function tokenSource(url: string, email: string): (renew: boolean) => Promise<BenchToken> {
  let current: Promise<BenchToken> | undefined;
  const fresh = () => {
    current = signIn(url, email).then((tokens) => ({
      token: tokens.accessToken,
      expiresAt: Date.now() + tokens.expiresIn * 1000,
    }));
    return current;
  };
  return async (renew) => {
    const token = await (current && !renew ? current : fresh());
    return token.expiresAt - MARGIN_MS < Date.now() ? fresh() : token;
  };
}
