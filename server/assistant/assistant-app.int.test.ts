import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFrames, connectedAssistant } from '../test/assistant-client';
import { signIn } from '../test/sign-in';
import { freePort, startTestServer, type TestServer } from '../test/test-server';
import { buildAssistantApp } from './assistant-app';

let server: TestServer;
let assistant: FastifyInstance;
let assistantUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  assistant = await buildAssistantApp({ config: server.config, db: server.database.db, logger: false });
  const port = await freePort();
  await assistant.listen({ port, host: '127.0.0.1' });
  assistantUrl = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await assistant?.close();
  await server?.close();
});

describe('the assistant as its own process (npm run start:assistant)', () => {
  it('answers on /ai/assistant with tokens of the app’s identity provider, for pages of the app’s origin', async () => {
    const token = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
    const socket = await connectedAssistant(assistantUrl, token, 'acme', { origin: server.url });
    socket.ws.send('Aceton');
    expect((await answerFrames(socket)).at(-1)?.status).toBe('done');
    socket.ws.close();
  });

  it('sends its sockets 1001 going away when it closes', async () => {
    const alone = await buildAssistantApp({ config: server.config, db: server.database.db, logger: false });
    const port = await freePort();
    await alone.listen({ port, host: '127.0.0.1' });
    const token = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
    const socket = await connectedAssistant(`http://127.0.0.1:${port}`, token, 'acme', { origin: server.url });
    await alone.close();
    expect((await socket.closed).code).toBe(1001);
  });

  it('serves nothing else', async () => {
    const response = await fetch(`${assistantUrl}/api/v2/info/tenants`);
    expect(response.status).toBe(404);
  });
});
