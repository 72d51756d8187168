import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_MOUNT_PATH } from '../idp/provider';

/**
 * Hands every request under /oidc to oidc-provider before Fastify parses its body.
 * `originalUrl` tells the provider where it is mounted, so its URLs keep the prefix.
 */
export function mountIdentityProvider(app: FastifyInstance, provider: Provider): void {
  const handle = provider.callback();
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    if (url !== OIDC_MOUNT_PATH && !url.startsWith(`${OIDC_MOUNT_PATH}/`) && !url.startsWith(`${OIDC_MOUNT_PATH}?`)) {
      done();
      return;
    }
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice(OIDC_MOUNT_PATH.length) || '/';
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    reply.raw.setHeader('content-security-policy', "frame-ancestors 'self'; object-src 'none'; base-uri 'self'");
    reply.raw.setHeader('referrer-policy', 'no-referrer');
    // Koa answers the request itself and handles its own errors; the hijacked reply has nothing to wait for.
    void handle(raw, reply.raw);
  });
}
