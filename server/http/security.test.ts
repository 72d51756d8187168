import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerSecurityHeaders } from './security';

async function connectSrc(publicUrl: string): Promise<string | undefined> {
  const app = Fastify();
  await app.register(cookie);
  await registerSecurityHeaders(app, loadConfig({ PUBLIC_URL: publicUrl }));
  app.get('/', async () => 'ok');
  const response = await app.inject({ url: '/' });
  await app.close();
  return String(response.headers['content-security-policy'])
    .split(';')
    .find((directive) => directive.startsWith('connect-src'));
}

describe('CSP connect-src', () => {
  it('allows the app origin and its own socket origin, where the assistant lives', async () => {
    expect(await connectSrc('https://sorgfalt.example')).toBe("connect-src 'self' wss://sorgfalt.example");
  });

  it('allows the assistant host the client derives when the host name holds "api"', async () => {
    expect(await connectSrc('https://api.sorgfalt.example')).toBe(
      "connect-src 'self' wss://api.sorgfalt.example wss://ai.sorgfalt.example",
    );
  });
});
