import { createLocalJWKSet, createRemoteJWKSet, type JWK, type JWTPayload, jwtVerify } from 'jose';
import * as v from 'valibot';

/** Asymmetric algorithms only: never `none`, never HMAC with a public key. */
const ALLOWED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];

export interface VerifiedToken {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly expiresAt: number;
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

const ClaimsSchema = v.object({
  iss: v.string(),
  sub: v.pipe(v.string(), v.nonEmpty()),
  exp: v.number(),
  email: v.optional(v.string()),
  email_verified: v.optional(v.boolean()),
  preferred_username: v.optional(v.string()),
});

type KeySet = Parameters<typeof jwtVerify>[1];

export interface VerifierOptions {
  readonly issuer: string;
  readonly audience: string;
  /** Keys of the embedded provider; when absent they come from the issuer's discovery document. */
  readonly localKeys?: readonly JWK[];
  /** Demand RFC 9068 `at+jwt` (true for the embedded provider, which always sets it). */
  readonly requireAccessTokenType: boolean;
}

async function discoverKeySet(issuer: string): Promise<KeySet> {
  const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new InvalidTokenError(`discovery failed with ${response.status}`);
  const discovery = v.parse(v.object({ jwks_uri: v.pipe(v.string(), v.url()) }), await response.json());
  return createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: 10_000 });
}

/**
 * Without the RFC 9068 `at+jwt` type, a token must look like an access token: it carries
 * the granted scopes (`scope`, or `scp` at Entra ID) and none of an ID token's nonce or hashes.
 * This also refuses ID tokens where the API audience equals the client id.
 */
function looksLikeAccessToken(payload: JWTPayload): boolean {
  const idTokenMarkers = 'nonce' in payload || 'at_hash' in payload || 'c_hash' in payload;
  return !idTokenMarkers && ('scope' in payload || 'scp' in payload);
}

/** Tokens kept verified: about two per active device (one renewed before the other expires). */
const VERIFIED_KEPT = 5000;

/**
 * Checks an access token as SECURITY.md asks: signature against the issuer's JWKS with an
 * allowlist of algorithms, issuer, audience, expiry and not-before, and the token type.
 * A token that passed is kept until it expires, so a device's next requests skip the
 * signature check (an RSA verification per request was the largest CPU share of the load
 * bench's guard); it is refused again from its `exp` on, as jose would.
 */
export function createTokenVerifier(options: VerifierOptions, now = () => Date.now()): TokenVerifier {
  const verify = createSignatureVerifier(options);
  const verified = new Map<string, VerifiedToken>();
  return async (token) => {
    const known = verified.get(token);
    if (known && known.expiresAt * 1000 > now()) return known;
    verified.delete(token);
    const result = await verify(token);
    if (verified.size >= VERIFIED_KEPT) {
      for (const [kept, entry] of verified) {
        if (entry.expiresAt * 1000 <= now() || verified.size >= VERIFIED_KEPT) verified.delete(kept);
        else break;
      }
    }
    verified.set(token, result);
    return result;
  };
}

function createSignatureVerifier(options: VerifierOptions): TokenVerifier {
  let keySet: Promise<KeySet> | undefined = options.localKeys
    ? Promise.resolve(createLocalJWKSet({ keys: options.localKeys.map(publicPart) }))
    : undefined;
  const keys = () => {
    keySet ??= discoverKeySet(options.issuer).catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    return keySet;
  };
  return async (token) => {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, await keys(), {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ALLOWED_ALGORITHMS,
        clockTolerance: 5,
        requiredClaims: ['exp', 'sub', 'iss'],
      });
      const typ = protectedHeader.typ?.toLowerCase();
      const isAccessTokenType = typ === 'at+jwt' || typ === 'application/at+jwt';
      if (options.requireAccessTokenType && !isAccessTokenType) throw new InvalidTokenError('not an access token');
      if (!isAccessTokenType && !looksLikeAccessToken(payload)) throw new InvalidTokenError('not an access token');
      const claims = v.parse(ClaimsSchema, payload);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: (claims.email ?? claims.preferred_username)?.toLowerCase(),
        emailVerified: claims.email !== undefined && claims.email_verified !== false,
        expiresAt: claims.exp,
      };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      throw new InvalidTokenError(error instanceof Error ? error.message : 'token rejected');
    }
  };
}

function publicPart(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...rest } = jwk;
  return rest;
}
