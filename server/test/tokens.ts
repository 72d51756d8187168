import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { serverSecrets } from '../db/schema';

/** The embedded provider's private signing key as it is stored in `server_secrets`. */
export async function providerSigningJwk(db: Db): Promise<JWK> {
  const row = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'idp.signing-key.1')).get();
  if (!row) throw new Error('the provider has no signing key yet');
  return JSON.parse(row.value) as JWK;
}

export type SigningKey = Awaited<ReturnType<typeof importJWK>>;

export interface TokenHeader {
  readonly alg: string;
  readonly kid?: string;
  readonly typ?: string;
}

export function signToken(key: SigningKey, header: TokenHeader, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ ...header }).sign(key);
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT assembled by hand, e.g. with `alg: none`; the signature part is whatever is given. */
export function unsignedToken(header: object, claims: JWTPayload, signature = ''): string {
  return `${encode(header)}.${encode(claims)}.${signature}`;
}

/** Claims of an access token as the embedded provider issues them, valid for five minutes. */
export function accessTokenClaims(
  issuer: string,
  audience: string,
  subject: string,
  overrides: JWTPayload = {},
): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    jti: randomUUID(),
    sub: subject,
    iat: now,
    exp: now + 300,
    client_id: 'sorgfalt-web',
    iss: issuer,
    aud: audience,
    ...overrides,
  };
}

/** An access token of the embedded provider for `subject` that expires in `seconds`. */
export async function shortLivedToken(db: Db, config: Config, subject: string, seconds: number): Promise<string> {
  const jwk = await providerSigningJwk(db);
  const key = await importJWK(jwk, 'RS256');
  const claims = accessTokenClaims(config.oidc.issuer, config.oidc.audience, subject, {
    exp: Math.floor(Date.now() / 1000) + seconds,
  });
  return signToken(key, { alg: 'RS256', typ: 'at+jwt', ...(jwk.kid ? { kid: jwk.kid } : {}) }, claims);
}
