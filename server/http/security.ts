import { randomBytes, timingSafeEqual } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { assistantSocketUrl } from '../../shared/assistant/protocol';
import { AppError } from '../../shared/errors';
import type { Config } from '../config';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function origin(url: string): string {
  return new URL(url).origin;
}

/** Security headers and CSP of SECURITY.md "Browser". */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const self = origin(config.publicUrl);
  const socket = self.replace(/^http/, 'ws');
  // The client derives the assistant's address from the backend URL (platform.md §7); a host
  // name holding "api" moves it to another host, which connect-src must then allow too.
  const assistant = new URL(assistantSocketUrl(`${config.publicUrl}/api`)).origin;
  const identity = origin(config.oidc.issuer);
  const external = identity === self ? [] : [identity];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...new Set([socket, assistant]), ...external],
        // blob: shows a PDF of the device's replica in the file preview (object URLs are same-origin).
        frameSrc: ["'self'", 'blob:', ...external],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...external],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit XSRF protection: the server sets a random cookie, the client echoes it
 * in a header on every state-changing API call (platform.md §7).
 */
export function registerXsrf(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: config.publicUrl.startsWith('https://'),
        httpOnly: false,
      });
    }
    if (!request.url.startsWith('/api/') || SAFE_METHODS.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new AppError('XSRF_MISMATCH', 'missing or wrong XSRF header');
    }
  });
}
