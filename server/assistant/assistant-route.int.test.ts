import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_MAX_PAYLOAD, ASSISTANT_QUESTIONS_PER_MINUTE } from '../../shared/assistant/protocol';
import { ASSISTANT_FEATURE } from '../../shared/modules';
import { tenants } from '../db/schema';
import {
  type AssistantConnectOptions,
  answerFrames,
  connectAssistant,
  connectedAssistant,
} from '../test/assistant-client';
import { signIn } from '../test/sign-in';
import type { TestSocket } from '../test/socket-client';
import { startTestServer, type TestServer } from '../test/test-server';
import { shortLivedToken } from '../test/tokens';

let server: TestServer;
let anna: string;
let tom: string;

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
  tom = (await signIn(server.url, 'tom@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

function connect(target = server, options: AssistantConnectOptions = {}): Promise<TestSocket> {
  return connectAssistant(target.url, options);
}

function connected(token = anna, tenant = 'acme', target = server, options: AssistantConnectOptions = {}) {
  return connectedAssistant(target.url, token, tenant, options);
}

describe('assistant socket (platform.md §7)', () => {
  it('asks for authorization, connects, and answers with thinking, the chunks, then done with the whole answer', async () => {
    const socket = await connected();
    socket.ws.send('Aceton');
    const frames = await answerFrames(socket);
    expect(frames[0]).toEqual({ status: 'thinking', message: '' });
    const chunks = frames.slice(1, -1);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((frame) => frame.status === 'responding' && frame.message !== '')).toBe(true);
    const done = frames.at(-1);
    expect(done?.status).toBe('done');
    expect(done?.message).toBe(chunks.map((frame) => frame.message).join(''));
    expect(done?.message).toMatch(/\[[^\]]*Aceton[^\]]*\]\(\/[^)]+\)/);
    socket.ws.close();
  });

  it('answers in the language of the language cookie', async () => {
    const english = await connected(anna, 'acme', server, { language: 'en' });
    english.ws.send('Aceton');
    expect((await answerFrames(english)).at(-1)?.message).toContain('These documents match');
    english.ws.close();
    const german = await connected();
    german.ws.send('Aceton');
    expect((await answerFrames(german)).at(-1)?.message).toContain('Diese Dokumente passen');
    german.ws.close();
  });

  it('refuses a bad token, a foreign or unknown tenant and a tenant without the assistant with an error and 1008', async () => {
    for (const [authorization, tenant, code] of [
      ['Bearer not-a-token', 'acme', 'UNAUTHENTICATED'],
      [`Bearer ${tom}`, 'acme', 'FORBIDDEN'],
      [`Bearer ${anna}`, 'does-not-exist', 'FORBIDDEN'],
      [`Bearer ${anna}`, 'nordlicht', 'MODULE_NOT_SUBSCRIBED'],
    ] as const) {
      const socket = await connect();
      await socket.next();
      socket.ws.send(JSON.stringify({ Authorization: authorization, Tenant: tenant }));
      expect(await socket.next()).toEqual({ status: 'error', message: code });
      expect((await socket.closed).code).toBe(1008);
    }
  });

  it('stops answering at once when the tenant drops the assistant: an error and 1008', async () => {
    const socket = await connected();
    const acme = eq(tenants.trimmedName, 'acme');
    const db = server.database.db;
    await db.update(tenants).set({ subscribedFeatures: [] }).where(acme).run();
    try {
      socket.ws.send('Aceton');
      expect(await socket.next()).toEqual({ status: 'error', message: 'MODULE_NOT_SUBSCRIBED' });
      expect((await socket.closed).code).toBe(1008);
    } finally {
      await db
        .update(tenants)
        .set({ subscribedFeatures: [ASSISTANT_FEATURE] })
        .where(acme)
        .run();
    }
  });

  it('closes with 1008 on a first frame that is not the authorization', async () => {
    const socket = await connect();
    await socket.next();
    socket.ws.send('Aceton');
    expect(await socket.next()).toEqual({ status: 'error', message: 'VALIDATION' });
    expect((await socket.closed).code).toBe(1008);
  });

  it('closes a socket that does not authenticate within 5 s with 1008', async () => {
    const socket = await connect();
    const started = Date.now();
    expect((await socket.closed).code).toBe(1008);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
  }, 10_000);

  it('closes with 1009 on a frame over 16 KiB, though the live socket takes 64 KiB', async () => {
    const socket = await connected();
    socket.ws.send('x'.repeat(ASSISTANT_MAX_PAYLOAD + 1));
    expect((await socket.closed).code).toBe(1009);
  });

  it('answers an empty, symbol-only or binary question with a VALIDATION error and stays open', async () => {
    const socket = await connected();
    for (const question of [' ', '?!…', Buffer.from('Aceton')]) {
      socket.ws.send(question);
      expect(await socket.next()).toEqual({ status: 'error', message: 'VALIDATION' });
    }
    socket.ws.send('Aceton');
    expect((await answerFrames(socket)).at(-1)?.status).toBe('done');
    socket.ws.close();
  });

  it('closes with 1008 when the token expires', async () => {
    const token = await shortLivedToken(server.database.db, server.config, 'demo-anna', 2);
    const socket = await connected(token);
    expect(await socket.closed).toEqual({ code: 1008, reason: 'token expired' });
  }, 10_000);

  it('refuses the handshake of a page of another origin', async () => {
    await expect(connect(server, { origin: 'https://evil.example' })).rejects.toThrow('upgrade refused: 403');
  });

  it('limits the questions of one user in one tenant per minute over all their sockets', async () => {
    const own = await startTestServer();
    try {
      const token = (await signIn(own.url, 'anna@sorgfalt.example')).accessToken;
      const sockets = [await connected(token, 'acme', own), await connected(token, 'acme', own)];
      for (let question = 0; question < ASSISTANT_QUESTIONS_PER_MINUTE; question++) {
        const socket = sockets[question % 2] as TestSocket;
        socket.ws.send('Aceton');
        expect((await answerFrames(socket)).at(-1)?.status).toBe('done');
      }
      const third = await connected(token, 'acme', own);
      third.ws.send('Aceton');
      expect(await third.next()).toEqual({ status: 'error', message: 'RATE_LIMITED' });
      for (const socket of [...sockets, third]) socket.ws.close();
    } finally {
      await own.close();
    }
  });
});
