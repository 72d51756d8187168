import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, callApi } from '../test/api';
import { startTestServer, type TestServer } from '../test/test-server';
import { XSRF_COOKIE, XSRF_HEADER } from './security';

/** A throwaway state-changing API route, so body parsing can be reached past the XSRF check. */
const ECHO_ROUTE = '/api/test/echo';
const XSRF = 'test-xsrf-token-0123456789abcdef';
const XSRF_MISMATCH = { status: 403, body: { error: { code: 'XSRF_MISMATCH' } } };
const NOT_FOUND = { status: 404, body: { error: { code: 'NOT_FOUND' } } };

const withXsrf = (headers: Record<string, string> = {}) => ({
  cookie: `${XSRF_COOKIE}=${XSRF}`,
  [XSRF_HEADER]: XSRF,
  ...headers,
});

describe('HTTP hardening: XSRF, body limits, security headers, runtime config', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      beforeListen: (app) => {
        app.post(ECHO_ROUTE, async (request) => ({ received: request.body }));
      },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, headers: Record<string, string>, body = '{}') =>
    callApi(server.url, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('sign-out clears the browser HTTP cache of the origin (Clear-Site-Data), guarded by the XSRF check', async () => {
    const cleared = await callApi(server.url, '/api/v2/session/clear-cache', { method: 'POST', headers: withXsrf() });
    expect(cleared.status).toBe(204);
    expect(cleared.headers.get('clear-site-data')).toBe('"cache"');
    expect(await answer(await callApi(server.url, '/api/v2/session/clear-cache', { method: 'POST' }))).toEqual(
      XSRF_MISMATCH,
    );
  });

  describe('double-submit XSRF check', () => {
    it('answers 403 XSRF_MISMATCH to an API POST without the header, before routing (unknown path)', async () => {
      expect(await answer(await post('/api/v2/no-such-route', {}))).toEqual(XSRF_MISMATCH);
      expect(await answer(await post(ECHO_ROUTE, {}))).toEqual(XSRF_MISMATCH);
    });

    it('answers 403 XSRF_MISMATCH when only the cookie or only the header is sent', async () => {
      expect(await answer(await post(ECHO_ROUTE, { cookie: `${XSRF_COOKIE}=${XSRF}` }))).toEqual(XSRF_MISMATCH);
      expect(await answer(await post(ECHO_ROUTE, { [XSRF_HEADER]: XSRF }))).toEqual(XSRF_MISMATCH);
    });

    it('answers 403 XSRF_MISMATCH when header and cookie differ', async () => {
      const response = await post(ECHO_ROUTE, withXsrf({ [XSRF_HEADER]: `${XSRF.slice(0, -1)}X` }));
      expect(await answer(response)).toEqual(XSRF_MISMATCH);
    });

    it('checks PUT, PATCH and DELETE as well', async () => {
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const response = await callApi(server.url, '/api/v2/no-such-route', { method });
        expect(await answer(response)).toEqual(XSRF_MISMATCH);
      }
    });

    it('lets a POST with matching cookie and header pass the check (then 404 for an unknown route)', async () => {
      expect(await answer(await post('/api/v2/no-such-route', withXsrf()))).toEqual(NOT_FOUND);
      expect(await answer(await post(ECHO_ROUTE, withXsrf(), '{"a":1}'))).toEqual({
        status: 200,
        body: { received: { a: 1 } },
      });
    });

    it('does not check safe methods', async () => {
      expect(await answer(await callApi(server.url, '/api/v2/no-such-route'))).toEqual(NOT_FOUND);
    });

    it('hands out the XSRF cookie readable by script, SameSite=Strict, when the browser has none', async () => {
      const response = await fetch(`${server.url}/config.json`);
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${XSRF_COOKIE}=`));
      expect(cookie).toMatch(new RegExp(`^${XSRF_COOKIE}=[A-Za-z0-9_-]{32};`));
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).not.toMatch(/HttpOnly/i);
      const again = await fetch(`${server.url}/config.json`, { headers: { cookie: `${XSRF_COOKIE}=${XSRF}` } });
      expect(again.headers.getSetCookie().some((line) => line.startsWith(`${XSRF_COOKIE}=`))).toBe(false);
    });
  });

  describe('request bodies', () => {
    it('answers 415 UNSUPPORTED_MEDIA_TYPE to an unknown content type', async () => {
      const response = await post(ECHO_ROUTE, withXsrf({ 'content-type': 'application/xml' }), '<a/>');
      expect(await answer(response)).toEqual({ status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE' } } });
    });

    it('answers 413 PAYLOAD_TOO_LARGE to a body over 1 MiB', async () => {
      const body = JSON.stringify({ text: 'x'.repeat(1024 * 1024) });
      const response = await post(ECHO_ROUTE, withXsrf(), body);
      expect(await answer(response)).toEqual({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
    });

    it('accepts a body just under 1 MiB', async () => {
      const body = JSON.stringify({ text: 'x'.repeat(1024 * 1024 - 100) });
      expect((await post(ECHO_ROUTE, withXsrf(), body)).status).toBe(200);
    });

    it('answers 400 VALIDATION to malformed JSON', async () => {
      const response = await post(ECHO_ROUTE, withXsrf(), '{"a":');
      expect(await answer(response)).toEqual({ status: 400, body: { error: { code: 'VALIDATION' } } });
    });
  });

  describe('/config.json', () => {
    it('carries the security headers: CSP with object-src none and frame-ancestors self, nosniff', async () => {
      const response = await fetch(`${server.url}/config.json`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      // Object URLs only as images and frames (the file preview), never as scripts or plugins.
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-src 'self' blob:");
      expect(csp).not.toMatch(/script-src[^;]*blob:/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    it('holds clientId, authority, knownAuthority, scope and backendUrl for the client', async () => {
      const response = await fetch(`${server.url}/config.json`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await answer(response)).toEqual({
        status: 200,
        body: {
          clientId: 'sorgfalt-web',
          authority: `${server.url}/oidc`,
          knownAuthority: `${server.url}/oidc`,
          scope: 'openid profile email',
          backendUrl: `${server.url}/api`,
          demo: true,
        },
      });
    });
  });

  it('answers unknown API paths with 404 NOT_FOUND in the error format', async () => {
    const response = await callApi(server.url, '/api/v2/no-such-route');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answer(response)).toEqual(NOT_FOUND);
  });
});
