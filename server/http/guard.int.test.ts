import { createPublicKey } from 'node:crypto';
import { generateKeyPair, importJWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiGuard } from '../app';
import { loadIdpSecrets } from '../idp/secrets';
import { answer, callApi } from '../test/api';
import { signIn, type Tokens } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import {
  accessTokenClaims,
  providerSigningJwk,
  type SigningKey,
  signToken,
  type TokenHeader,
  unsignedToken,
} from '../test/tokens';

/** A throwaway route behind the app's own guard, for a module nordlicht does not subscribe to. */
const MODULE_ROUTE = '/api/test/hazardous-substances';
const TENANTS = '/api/v2/info/tenants';
const EMPLOYEE = '/api/v2/info/employee';

const UNAUTHENTICATED = { status: 401, body: { error: { code: 'UNAUTHENTICATED' } } };
const FORBIDDEN = { status: 403, body: { error: { code: 'FORBIDDEN' } } };

describe('the request guard: bearer token, tenant membership, module subscription', () => {
  let server: TestServer;
  let anna: Tokens;
  let tom: Tokens;
  let providerKey: SigningKey;
  let providerKid: string;

  beforeAll(async () => {
    server = await startTestServer({
      beforeListen: async (app, config, database) => {
        const guard = createApiGuard(config, database.db, await loadIdpSecrets(database.db));
        app.get(MODULE_ROUTE, { preHandler: guard({ module: 'HAZARDOUS_SUBSTANCES' }) }, async (request) => ({
          tenant: request.membership?.tenant.trimmedName ?? null,
        }));
      },
    });
    [anna, tom] = await Promise.all([
      signIn(server.url, 'anna@sorgfalt.example'),
      signIn(server.url, 'tom@sorgfalt.example'),
    ]);
    const jwk = await providerSigningJwk(server.database.db);
    providerKey = await importJWK(jwk, 'RS256');
    providerKid = jwk.kid ?? '';
  });

  afterAll(async () => {
    await server?.close();
  });

  const claims = (overrides: JWTPayload = {}) =>
    accessTokenClaims(server.config.oidc.issuer, server.config.oidc.audience, 'demo-anna', overrides);
  const header = (overrides: Partial<TokenHeader> = {}): TokenHeader => ({
    alg: 'RS256',
    typ: 'at+jwt',
    kid: providerKid,
    ...overrides,
  });
  const tenantsWith = async (token: string) => answer(await callApi(server.url, TENANTS, { token }));

  describe('bearer token', () => {
    it('answers 401 UNAUTHENTICATED without a token', async () => {
      expect(await answer(await callApi(server.url, TENANTS))).toEqual(UNAUTHENTICATED);
    });

    it('answers 401 to a token of another scheme than Bearer', async () => {
      const response = await callApi(server.url, TENANTS, {
        headers: { authorization: `Basic ${anna.accessToken}` },
      });
      expect(await answer(response)).toEqual(UNAUTHENTICATED);
    });

    it('answers 401 to a garbage token', async () => {
      expect(await tenantsWith('garbage')).toEqual(UNAUTHENTICATED);
      expect(await tenantsWith('abc.def.ghi')).toEqual(UNAUTHENTICATED);
    });

    it('accepts the access token of a real sign-in', async () => {
      expect((await tenantsWith(anna.accessToken)).status).toBe(200);
    });

    it('accepts a token signed with the provider key and the right claims (control for the forged tokens)', async () => {
      expect((await tenantsWith(await signToken(providerKey, header(), claims()))).status).toBe(200);
    });

    it('answers 401 to an expired token signed with the provider key', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = await signToken(providerKey, header(), claims({ iat: now - 600, exp: now - 60 }));
      expect(await tenantsWith(token)).toEqual(UNAUTHENTICATED);
    });

    it('answers 401 to a token not yet valid', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = await signToken(providerKey, header(), claims({ nbf: now + 600, exp: now + 900 }));
      expect(await tenantsWith(token)).toEqual(UNAUTHENTICATED);
    });

    it('answers 401 to a token for a foreign audience', async () => {
      const token = await signToken(providerKey, header(), claims({ aud: 'https://other.example/api' }));
      expect(await tenantsWith(token)).toEqual(UNAUTHENTICATED);
    });

    it('answers 401 to a token of a foreign issuer, even when signed with the provider key', async () => {
      const token = await signToken(providerKey, header(), claims({ iss: 'https://idp.other.example' }));
      expect(await tenantsWith(token)).toEqual(UNAUTHENTICATED);
    });

    it("answers 401 to a token signed by another key under the provider key's kid", async () => {
      const { privateKey } = await generateKeyPair('RS256');
      expect(await tenantsWith(await signToken(privateKey, header(), claims()))).toEqual(UNAUTHENTICATED);
    });

    it('answers 401 to an unsigned token (alg none)', async () => {
      const none = { alg: 'none', typ: 'at+jwt' };
      expect(await tenantsWith(unsignedToken(none, claims()))).toEqual(UNAUTHENTICATED);
      expect(await tenantsWith(unsignedToken(none, claims(), 'c2lnbmF0dXJl'))).toEqual(UNAUTHENTICATED);
    });

    it('answers 401 to an HS256 token keyed with the public key (algorithm confusion)', async () => {
      const jwk = await providerSigningJwk(server.database.db);
      const publicPem = createPublicKey({ key: { ...jwk }, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
      const secret = new TextEncoder().encode(publicPem.toString());
      const token = await signToken(secret, header({ alg: 'HS256' }), claims());
      expect(await tenantsWith(token)).toEqual(UNAUTHENTICATED);
    });

    it('answers 401 to a provider-signed token without the at+jwt type', async () => {
      const token = await signToken(providerKey, header({ typ: 'JWT' }), claims());
      expect(await tenantsWith(token)).toEqual(UNAUTHENTICATED);
    });

    it('answers 401 to the ID token used as access token', async () => {
      expect(await tenantsWith(anna.idToken)).toEqual(UNAUTHENTICATED);
    });
  });

  describe('tenant membership', () => {
    it('answers 403 when Tom asks for acme, byte for byte as for a tenant that does not exist', async () => {
      const foreign = await callApi(server.url, EMPLOYEE, { token: tom.accessToken, tenant: 'acme' });
      const missing = await callApi(server.url, EMPLOYEE, { token: tom.accessToken, tenant: 'no-such-tenant' });
      expect(foreign.status).toBe(403);
      expect(missing.status).toBe(403);
      const foreignBody = await foreign.text();
      expect(foreignBody).toBe(await missing.text());
      expect(JSON.parse(foreignBody)).toEqual(FORBIDDEN.body);
      expect(foreign.headers.get('content-type')).toBe(missing.headers.get('content-type'));
    });

    it('answers 403 when the Tenant header is missing', async () => {
      expect(await answer(await callApi(server.url, EMPLOYEE, { token: anna.accessToken }))).toEqual(FORBIDDEN);
    });

    it('answers 403 to a malformed Tenant header', async () => {
      for (const tenant of ['ACME', '../acme', 'acme,nordlicht', ' ']) {
        const response = await callApi(server.url, EMPLOYEE, { token: anna.accessToken, tenant });
        expect(await answer(response)).toEqual(FORBIDDEN);
      }
    });

    it('checks the token before the tenant: no token and a valid tenant is still 401', async () => {
      expect(await answer(await callApi(server.url, EMPLOYEE, { tenant: 'acme' }))).toEqual(UNAUTHENTICATED);
    });
  });

  describe('module subscription', () => {
    it('lets Anna into the module in acme, which subscribes to it', async () => {
      const response = await callApi(server.url, MODULE_ROUTE, { token: anna.accessToken, tenant: 'acme' });
      expect(await answer(response)).toEqual({ status: 200, body: { tenant: 'acme' } });
    });

    it('answers 403 MODULE_NOT_SUBSCRIBED in nordlicht, which does not subscribe to it', async () => {
      const response = await callApi(server.url, MODULE_ROUTE, { token: anna.accessToken, tenant: 'nordlicht' });
      expect(await answer(response)).toEqual({ status: 403, body: { error: { code: 'MODULE_NOT_SUBSCRIBED' } } });
    });

    it("checks membership before the module: Tom learns nothing of acme's subscriptions", async () => {
      const response = await callApi(server.url, MODULE_ROUTE, { token: tom.accessToken, tenant: 'acme' });
      expect(await answer(response)).toEqual(FORBIDDEN);
    });

    it('needs the Tenant header on a module route', async () => {
      expect(await answer(await callApi(server.url, MODULE_ROUTE, { token: anna.accessToken }))).toEqual(FORBIDDEN);
    });
  });
});
