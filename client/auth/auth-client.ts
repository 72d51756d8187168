import { ErrorResponse, type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../../shared/api/info';

/** A request that could not be sent or got no answer in time: the device has no connection. */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');

export class NotAuthenticatedError extends Error {
  override name = 'NotAuthenticatedError';
}

/** Thrown after a redirect sign-in started: the page is about to leave. */
export class RedirectingError extends Error {
  override name = 'RedirectingError';
}

const INTERACTION_ERRORS = new Set([
  'interaction_required',
  'login_required',
  'consent_required',
  'account_selection_required',
]);

export function isInteractionRequired(error: unknown): boolean {
  return error instanceof ErrorResponse && INTERACTION_ERRORS.has(error.error ?? '');
}

/** The authority must live on the known authority's host (MSAL's "known authorities"). */
export function assertKnownAuthority(config: RuntimeConfig): void {
  if (new URL(config.authority).host !== new URL(config.knownAuthority).host) {
    throw new NotAuthenticatedError('authority is not a known authority');
  }
}

export function createUserManager(config: RuntimeConfig): UserManager {
  assertKnownAuthority(config);
  const origin = window.location.origin;
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
    popupWindowFeatures: { width: 483, height: 600 },
    silentRequestTimeoutInSeconds: 10,
    requestTimeoutInSeconds: 30,
  });
}

function hasAuthResponse(url: URL): boolean {
  return (url.searchParams.has('code') || url.searchParams.has('error')) && url.searchParams.has('state');
}

/**
 * Startup of platform.md §4: process a redirect result, replace the history entry,
 * then make sure an account exists — without one the user goes to the login redirect.
 */
export async function startSignIn(manager: UserManager): Promise<User> {
  const url = new URL(window.location.href);
  if (hasAuthResponse(url)) {
    const returnTo = sessionStorage.getItem('sorgfalt.returnTo') ?? '/';
    sessionStorage.removeItem('sorgfalt.returnTo');
    try {
      const user = await manager.signinCallback(url.href);
      if (!user) throw new RedirectingError('silent or popup sign-in answered to its opener');
      window.history.replaceState(window.history.state, '', returnTo);
      return user;
    } catch (error) {
      window.history.replaceState(window.history.state, '', returnTo);
      if (error instanceof ErrorResponse && error.error === 'access_denied')
        throw new NotAuthenticatedError('sign-in cancelled');
      throw error;
    }
  }
  const user = await manager.getUser();
  if (user && !user.expired) return user;
  if (user?.refresh_token) {
    try {
      const renewed = await manager.signinSilent();
      if (renewed) return renewed;
    } catch {
      // An expired refresh token falls through to the login redirect below.
    }
  }
  await redirectToSignIn(manager);
  throw new RedirectingError('redirecting to sign-in');
}

export async function redirectToSignIn(manager: UserManager): Promise<void> {
  sessionStorage.setItem(
    'sorgfalt.returnTo',
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
  );
  await manager.signinRedirect();
}

/**
 * Token fetch of platform.md §4: silent first; interaction required starts a redirect
 * sign-in; any other failure ends as 'Not authenticated'.
 */
export async function acquireToken(manager: UserManager, forceRenew = false): Promise<string> {
  const user = await manager.getUser();
  const fresh = user && !user.expired && user.expires_in !== undefined && user.expires_in > 30;
  if (fresh && !forceRenew) return user.access_token;
  try {
    const renewed = await manager.signinSilent();
    if (renewed) return renewed.access_token;
  } catch (error) {
    if (isInteractionRequired(error) || (error instanceof ErrorResponse && error.error === 'invalid_grant')) {
      await redirectToSignIn(manager);
      throw new RedirectingError('redirecting to sign-in');
    }
    throw new NotAuthenticatedError(error instanceof Error ? error.message : 'token renewal failed', { cause: error });
  }
  throw new NotAuthenticatedError('no token obtainable');
}
