import { signIn } from '../server/test/sign-in';

const MARGIN_MS = 30_000;

/** Access tokens of one account, signed in anew when asked to renew or when the last one nears expiry. */
export function tokenSource(url: string, email: string): (renew: boolean) => Promise<string> {
  let current: Promise<{ token: string; expiresAt: number }> | undefined;
  const fresh = () => {
    current = signIn(url, email).then((tokens) => ({
      token: tokens.accessToken,
      expiresAt: Date.now() + tokens.expiresIn * 1000,
    }));
    return current;
  };
  return async (renew) => {
    let token = await (current && !renew ? current : fresh());
    if (token.expiresAt - MARGIN_MS < Date.now()) token = await fresh();
    return token.token;
  };
}
