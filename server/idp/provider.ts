import { eq } from 'drizzle-orm';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { idpAccounts } from '../db/schema';
import type { IdpSecrets } from './secrets';
import { sqliteAdapterFactory } from './sqlite-adapter';

export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;
const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
export const OIDC_MOUNT_PATH = '/oidc';
export const INTERACTION_PATH = '/interaction';

/** The scopes the single-page app receives without a consent screen (first-party client). */
const FIRST_PARTY_SCOPES = 'openid profile email offline_access';

async function accountClaims(db: Db, accountId: string) {
  const account = await db.select().from(idpAccounts).where(eq(idpAccounts.id, accountId)).get();
  if (!account) return undefined;
  return {
    accountId: account.id,
    claims: () => ({
      sub: account.id,
      email: account.email,
      email_verified: true,
      name: account.name,
      ...(account.language ? { locale: account.language } : {}),
    }),
  };
}

/** Logout confirmation: submitted at once by script; a button remains for browsers without it. */
function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Sorgfalt</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Abmelden · Sign out</button></noscript></form>')}
<script>document.forms[0].submit()</script></body></html>`;
}

/** Errors of the provider are shown by the app's own translated sign-in error page. */
function renderError(ctx: KoaContextWithOIDC, out: { error: string }): void {
  const code = /^[a-z_]{1,64}$/.test(out.error) ? out.error : 'server_error';
  ctx.status = 303;
  ctx.redirect(`${INTERACTION_PATH}/error?code=${code}`);
}

export function createIdentityProvider(config: Config, db: Db, secrets: IdpSecrets): Provider {
  const { publicUrl, oidc } = config;
  const redirectUris = [`${publicUrl}/`];
  const configuration: Configuration = {
    adapter: sqliteAdapterFactory(db),
    clients: [
      {
        client_id: oidc.clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: redirectUris,
      },
    ],
    jwks: { keys: secrets.signingKeys },
    cookies: {
      keys: secrets.cookieKeys,
      long: { sameSite: 'lax', httpOnly: true },
      short: { sameSite: 'lax', httpOnly: true },
    },
    claims: { openid: ['sub'], profile: ['name', 'locale'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    findAccount: (_ctx, sub) => accountClaims(db, sub),
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => oidc.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== oidc.audience) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience: oidc.audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: async (ctx) => {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(FIRST_PARTY_SCOPES);
      grant.addResourceScope(oidc.audience, 'api');
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: REFRESH_TOKEN_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      RefreshToken: (_ctx, token) => {
        const remaining = REFRESH_TOKEN_TTL_SECONDS - token.totalLifetime();
        return Math.max(remaining, 1);
      },
    },
    renderError,
    enabledJWA: { idTokenSigningAlgValues: ['RS256'], requestObjectSigningAlgValues: ['RS256'] },
  };
  const provider = new Provider(oidc.issuer, configuration);
  // Koa trusts X-Forwarded-* all or nothing; the address list of TRUST_PROXY is Fastify's to check.
  provider.proxy = config.trustProxy !== false;
  return provider;
}
