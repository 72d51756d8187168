import { createHash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { LoginResultSchema } from '../../shared/api/interaction';
import { DEMO_PASSWORD } from '../seed/demo-data';

/** A tiny cookie jar: one flow against one host, so paths and domains are ignored. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.trim().split('=');
        const lower = key.toLowerCase();
        return (
          (lower === 'max-age' && Number(setting) <= 0) || (lower === 'expires' && Date.parse(setting) <= Date.now())
        );
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** fetch with the jar's cookies, storing what comes back; never follows redirects itself. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }
}

export interface Tokens {
  readonly accessToken: string;
  readonly idToken: string;
  readonly refreshToken: string;
  readonly tokenType: string;
  readonly expiresIn: number;
  readonly scope: string;
}

const TokenResponseSchema = v.object({
  access_token: v.string(),
  id_token: v.string(),
  refresh_token: v.string(),
  token_type: v.string(),
  expires_in: v.number(),
  scope: v.string(),
});

export const CLIENT_ID = 'sorgfalt-web';
export const SCOPE = 'openid profile email';

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** One pending authorization-code + PKCE (S256) sign-in, up to the interaction. */
export interface PendingSignIn {
  readonly jar: CookieJar;
  readonly uid: string;
  readonly verifier: string;
  readonly state: string;
  readonly nonce: string;
  readonly redirectUri: string;
}

function redirectTarget(response: Response, from: string): URL {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) {
    throw new Error(`expected a redirect from ${from}, got ${response.status}`);
  }
  return new URL(location, from);
}

/** GET /oidc/auth and follow the provider to its interaction: the sign-in page's uid. */
export async function startSignIn(baseUrl: string): Promise<PendingSignIn> {
  const jar = new CookieJar();
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(16));
  const nonce = base64url(randomBytes(16));
  const redirectUri = `${baseUrl}/`;
  const authorize = new URL(`${baseUrl}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: SCOPE,
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
  }).toString();
  const response = await jar.fetch(authorize);
  if (response.status !== 303) throw new Error(`authorization endpoint answered ${response.status}`);
  const interaction = redirectTarget(response, authorize.href);
  const uid = /^\/interaction\/([A-Za-z0-9_-]+)$/.exec(interaction.pathname)?.[1];
  if (interaction.origin !== baseUrl || !uid) throw new Error(`unexpected interaction URL ${interaction.href}`);
  return { jar, uid, verifier, state, nonce, redirectUri };
}

/** POST /interaction/:uid/login as the sign-in page does. */
export function submitLogin(
  baseUrl: string,
  pending: PendingSignIn,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return pending.jar.fetch(`${baseUrl}/interaction/${pending.uid}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
}

/** Follows {redirectTo} and the provider's redirects until the client's redirect_uri carries the code. */
export async function finishSignIn(baseUrl: string, pending: PendingSignIn, login: Response): Promise<Tokens> {
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { redirectTo } = v.parse(LoginResultSchema, await login.json());
  let next = new URL(redirectTo, baseUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (next.href.startsWith(pending.redirectUri) && next.pathname === new URL(pending.redirectUri).pathname) {
      const error = next.searchParams.get('error');
      if (error) throw new Error(`authorization failed: ${error} ${next.searchParams.get('error_description')}`);
      const code = next.searchParams.get('code');
      if (!code) throw new Error(`redirect without code: ${next.href}`);
      if (next.searchParams.get('state') !== pending.state) throw new Error('state does not match');
      return exchangeCode(baseUrl, pending, code);
    }
    if (next.origin !== baseUrl) throw new Error(`redirect leaves the server: ${next.href}`);
    const response = await pending.jar.fetch(next);
    next = redirectTarget(response, next.href);
  }
  throw new Error('too many redirects');
}

export async function tokenRequest(baseUrl: string, form: Record<string, string>): Promise<Response> {
  return fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

export async function parseTokens(response: Response): Promise<Tokens> {
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`token endpoint answered ${response.status}: ${JSON.stringify(body)}`);
  const tokens = v.parse(TokenResponseSchema, body);
  return {
    accessToken: tokens.access_token,
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token,
    tokenType: tokens.token_type,
    expiresIn: tokens.expires_in,
    scope: tokens.scope,
  };
}

async function exchangeCode(baseUrl: string, pending: PendingSignIn, code: string): Promise<Tokens> {
  const response = await tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: pending.redirectUri,
    client_id: CLIENT_ID,
    code_verifier: pending.verifier,
  });
  return parseTokens(response);
}

/** POST /oidc/token with grant_type=refresh_token; the raw answer, for success and failure alike. */
export function refreshTokens(baseUrl: string, refreshToken: string): Promise<Response> {
  return tokenRequest(baseUrl, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID });
}

/** The whole sign-in of a (demo) account through the embedded provider's real endpoints. */
export async function signIn(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const pending = await startSignIn(baseUrl);
  const login = await submitLogin(baseUrl, pending, email, password);
  return finishSignIn(baseUrl, pending, login);
}
