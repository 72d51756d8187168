import { EMBEDDED_ISSUER_KEY } from '../auth/identity';
import { createTokenVerifier } from '../auth/token-verifier';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { IdpSecrets } from '../idp/secrets';
import { type Authenticator, createAuthenticator } from './guard';

/** Token and tenant checks as the app wires them: tokens of the configured issuer for the API audience. */
export function createApiAuthenticator(config: Config, db: Db, secrets: IdpSecrets | undefined): Authenticator {
  const verifyToken = createTokenVerifier({
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    requireAccessTokenType: config.embeddedIdp,
    ...(secrets ? { localKeys: secrets.signingKeys } : {}),
  });
  const issuerKey = (issuer: string) =>
    config.embeddedIdp && issuer === config.oidc.issuer ? EMBEDDED_ISSUER_KEY : issuer;
  return createAuthenticator({ db, verifyToken, issuerKey });
}
