import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, callApi } from '../test/api';
import {
  CLIENT_ID,
  CookieJar,
  finishSignIn,
  parseTokens,
  refreshTokens,
  signIn,
  startSignIn,
  submitLogin,
  tokenRequest,
} from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';

const ANNA = 'anna@sorgfalt.example';
const INVALID_CREDENTIALS = { status: 401, body: { error: { code: 'INVALID_CREDENTIALS' } } };
const RATE_LIMITED = { status: 429, body: { error: { code: 'RATE_LIMITED' } } };

const DiscoverySchema = v.object({
  issuer: v.string(),
  authorization_endpoint: v.string(),
  token_endpoint: v.string(),
  jwks_uri: v.string(),
  end_session_endpoint: v.optional(v.string()),
  code_challenge_methods_supported: v.array(v.string()),
  grant_types_supported: v.array(v.string()),
  response_types_supported: v.array(v.string()),
});

const TokenErrorSchema = v.object({ error: v.string() });

async function tokenError(response: Response): Promise<{ status: number; error: string }> {
  return { status: response.status, error: v.parse(TokenErrorSchema, await response.json()).error };
}

// The login endpoint allows 10 attempts a minute per address: this block stays below that,
// the rate limit has servers of its own.
describe('the embedded identity provider', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('publishes its discovery document under PUBLIC_URL/oidc with PKCE S256 and an end-session endpoint', async () => {
    const response = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = v.parse(DiscoverySchema, await response.json());
    expect(discovery.issuer).toBe(`${server.url}/oidc`);
    expect(discovery.issuer).toBe(server.config.oidc.issuer);
    expect(discovery.end_session_endpoint).toBe(`${server.url}/oidc/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
  });

  it('answers the end-session endpoint with the sign-out form', async () => {
    const response = await fetch(`${server.url}/oidc/session/end`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<form');
  });

  it('issues a signed at+jwt access token for the API, an ID token and a refresh token', async () => {
    const pending = await startSignIn(server.url);
    const tokens = await finishSignIn(server.url, pending, await submitLogin(server.url, pending, ANNA, 'sorgfalt'));
    expect(tokens.tokenType).toBe('Bearer');
    expect(tokens.refreshToken).not.toBe('');
    const jwks = createRemoteJWKSet(new URL(`${server.url}/oidc/jwks`));

    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const access = await jwtVerify(tokens.accessToken, jwks, {
      issuer: server.config.oidc.issuer,
      audience: server.config.oidc.audience,
      typ: 'at+jwt',
    });
    expect(access.payload).toMatchObject({ sub: 'demo-anna', client_id: CLIENT_ID, aud: `${server.url}/api` });
    expect((access.payload.exp ?? 0) - (access.payload.iat ?? 0)).toBe(300);
    expect(tokens.expiresIn).toBeLessThanOrEqual(300);

    const id = await jwtVerify(tokens.idToken, jwks, { issuer: server.config.oidc.issuer, audience: CLIENT_ID });
    expect(id.payload).toMatchObject({
      sub: 'demo-anna',
      nonce: pending.nonce,
      email: ANNA,
      email_verified: true,
      name: 'Anna Berger',
    });
  });

  it('answers the interaction details of a pending sign-in with the demo accounts', async () => {
    const pending = await startSignIn(server.url);
    const response = await pending.jar.fetch(`${server.url}/interaction/${pending.uid}/details`);
    const { status, body } = await answer(response);
    expect(status).toBe(200);
    expect(body).toMatchObject({ prompt: 'login' });
    expect(body).toMatchObject({
      demo: { password: 'sorgfalt', accounts: expect.arrayContaining([expect.objectContaining({ email: ANNA })]) },
    });
  });

  it('lists no demo accounts on the sign-in page when demo mode is off, even in a database the demo seeded', async () => {
    const plain = await startTestServer({ env: { DEMO_DATA: 'false' } });
    try {
      const pending = await startSignIn(plain.url);
      const { body } = await answer(await pending.jar.fetch(`${plain.url}/interaction/${pending.uid}/details`));
      expect(body).toEqual({ prompt: 'login' });
    } finally {
      await plain.close();
    }
  });

  it('answers 401 INVALID_CREDENTIALS to a wrong password and still signs in with the right one afterwards', async () => {
    const pending = await startSignIn(server.url);
    expect(await answer(await submitLogin(server.url, pending, ANNA, 'wrong-password'))).toEqual(INVALID_CREDENTIALS);
    const tokens = await finishSignIn(server.url, pending, await submitLogin(server.url, pending, ANNA, 'sorgfalt'));
    expect((await callApi(server.url, '/api/v2/info/tenants', { token: tokens.accessToken })).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const pending = await startSignIn(server.url);
    const unknown = await submitLogin(server.url, pending, 'nobody@sorgfalt.example', 'sorgfalt');
    expect(await answer(unknown)).toEqual(INVALID_CREDENTIALS);
  });

  it('answers 410 INTERACTION_EXPIRED to a login without the interaction cookies', async () => {
    const pending = await startSignIn(server.url);
    const stranger = { ...pending, jar: new CookieJar() };
    const response = await submitLogin(server.url, stranger, ANNA, 'sorgfalt');
    expect(await answer(response)).toEqual({ status: 410, body: { error: { code: 'INTERACTION_EXPIRED' } } });
  });

  it('refuses to issue tokens for a code without the PKCE verifier, or with a wrong one', async () => {
    const exchange = async (verifier: string | undefined) => {
      const pending = await startSignIn(server.url);
      const login = await submitLogin(server.url, pending, ANNA, 'sorgfalt');
      const { redirectTo } = v.parse(v.object({ redirectTo: v.string() }), await login.json());
      let next = new URL(redirectTo, server.url);
      while (!next.searchParams.has('code')) {
        const response = await pending.jar.fetch(next);
        next = new URL(response.headers.get('location') ?? '', next);
      }
      return tokenRequest(server.url, {
        grant_type: 'authorization_code',
        code: next.searchParams.get('code') ?? '',
        redirect_uri: pending.redirectUri,
        client_id: CLIENT_ID,
        ...(verifier === undefined ? {} : { code_verifier: verifier }),
      });
    };
    expect((await tokenError(await exchange(undefined))).status).toBe(400);
    expect(await tokenError(await exchange(randomBytes(32).toString('base64url')))).toEqual({
      status: 400,
      error: 'invalid_grant',
    });
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const authorize = new URL(`${server.url}/oidc/auth`);
    authorize.search = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${server.url}/`,
      state: 'abc',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', authorize);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('rotates refresh tokens, and reusing an old one fails and revokes the whole grant', async () => {
    const first = await signIn(server.url, ANNA);

    const second = await parseTokens(await refreshTokens(server.url, first.refreshToken));
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeProtectedHeader(second.accessToken)).toMatchObject({ typ: 'at+jwt' });
    expect((await callApi(server.url, '/api/v2/info/tenants', { token: second.accessToken })).status).toBe(200);

    expect(await tokenError(await refreshTokens(server.url, first.refreshToken))).toEqual({
      status: 400,
      error: 'invalid_grant',
    });
    expect(await tokenError(await refreshTokens(server.url, second.refreshToken))).toEqual({
      status: 400,
      error: 'invalid_grant',
    });
  });

  it('sets its security headers on its own answers too', async () => {
    const response = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
  });
});

describe('the login rate limit', () => {
  const attempt = async (server: TestServer, headers: Record<string, string> = {}) => {
    const pending = await startSignIn(server.url);
    return answer(await submitLogin(server.url, pending, ANNA, 'wrong-password', headers));
  };

  describe('without a trusted proxy (the default)', () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer();
    });

    afterAll(async () => {
      await server?.close();
    });

    it('answers 429 RATE_LIMITED after 10 attempts in a minute, even to the right password', async () => {
      const pending = await startSignIn(server.url);
      for (let i = 0; i < 10; i++) {
        expect(await answer(await submitLogin(server.url, pending, ANNA, `wrong-${i}`))).toEqual(INVALID_CREDENTIALS);
      }
      expect(await answer(await submitLogin(server.url, pending, ANNA, 'wrong-10'))).toEqual(RATE_LIMITED);
      expect(await answer(await submitLogin(server.url, pending, ANNA, 'sorgfalt'))).toEqual(RATE_LIMITED);
      const other = await startSignIn(server.url);
      expect(await answer(await submitLogin(server.url, other, 'tom@sorgfalt.example', 'sorgfalt'))).toEqual(
        RATE_LIMITED,
      );
    });

    it('does not let a forged X-Forwarded-For header escape the limit', async () => {
      expect(await attempt(server, { 'x-forwarded-for': '203.0.113.7' })).toEqual(RATE_LIMITED);
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
    });

    afterAll(async () => {
      await server?.close();
    });

    it('counts per client address the proxy forwards, not per proxy', async () => {
      for (let i = 0; i < 10; i++) {
        expect(await attempt(server, { 'x-forwarded-for': '203.0.113.7' })).toEqual(INVALID_CREDENTIALS);
      }
      expect(await attempt(server, { 'x-forwarded-for': '203.0.113.7' })).toEqual(RATE_LIMITED);
      expect(await attempt(server, { 'x-forwarded-for': '203.0.113.8' })).toEqual(INVALID_CREDENTIALS);
    });
  });
});
