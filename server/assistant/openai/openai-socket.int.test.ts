import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFrames, connectedAssistant } from '../../test/assistant-client';
import {
  DONE_EVENT,
  deltaEvent,
  type FakeOpenAi,
  startFakeOpenAi,
  streamAnswer,
  streamParts,
} from '../../test/fake-openai';
import { signIn } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

const MessagesSchema = v.object({ messages: v.array(v.object({ content: v.string() })) });

let fake: FakeOpenAi;
let server: TestServer;
let anna: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({
    env: { ASSISTANT_OPENAI_BASE_URL: fake.baseUrl, ASSISTANT_OPENAI_MODEL: 'test-model' },
  });
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const connected = (language?: string) => connectedAssistant(server.url, anna, 'acme', language ? { language } : {});

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 100) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('assistant socket with the OpenAI-compatible provider', () => {
  it('streams the model’s chunks, then done with the whole answer and the linked sources it was given', async () => {
    fake.reply = streamAnswer(['Aceton ist ', 'leicht entzündbar.']);
    const socket = await connected('en');
    socket.ws.send('Aceton');
    const frames = await answerFrames(socket);
    expect(frames.slice(0, 3)).toEqual([
      { status: 'thinking', message: '' },
      { status: 'responding', message: 'Aceton ist ' },
      { status: 'responding', message: 'leicht entzündbar.' },
    ]);
    const done = frames.at(-1);
    expect(done?.status).toBe('done');
    expect(done?.message).toBe(
      frames
        .slice(1, -1)
        .map((frame) => frame.message)
        .join(''),
    );
    expect(done?.message).toMatch(
      /^Aceton ist leicht entzündbar\.\n\n\*\*Sources:\*\*\n- \[[^\]]*Aceton[^\]]*\]\(\/[^)]+\)/,
    );
    const system = v.parse(MessagesSchema, fake.received.at(-1)?.body).messages[0]?.content;
    expect(system).toContain('Answer in English');
    expect(system).toMatch(/- \[[^\]]*Aceton[^\]]*\]\(\/[^)]+\): /);
    socket.ws.close();
  });

  it('turns a failing model server into an error frame and keeps the socket open for the next question', async () => {
    const socket = await connected();
    fake.reply = (response) => {
      response.writeHead(500).end();
    };
    socket.ws.send('Aceton');
    expect(await answerFrames(socket)).toEqual([
      { status: 'thinking', message: '' },
      { status: 'error', message: 'INTERNAL' },
    ]);
    fake.reply = streamAnswer(['Wieder da.']);
    socket.ws.send('Aceton');
    expect((await answerFrames(socket)).at(-1)).toMatchObject({
      status: 'done',
      message: expect.stringMatching(/^Wieder da\./),
    });
    socket.ws.close();
  });

  it('refuses a second question while the first is answered', async () => {
    fake.reply = streamParts([deltaEvent('Langsam'), DONE_EVENT], 300);
    const socket = await connected();
    socket.ws.send('Aceton');
    expect(await socket.next()).toEqual({ status: 'thinking', message: '' });
    socket.ws.send('Isopropanol');
    const frames = await answerFrames(socket);
    expect(frames).toContainEqual({ status: 'error', message: 'RATE_LIMITED' });
    expect(frames.filter((frame) => frame.status === 'error')).toHaveLength(1);
    const rest = await answerFrames(socket);
    expect(rest.at(-1)).toMatchObject({ status: 'done', message: expect.stringMatching(/^Langsam/) });
    socket.ws.close();
  });

  it('aborts the model request when the socket closes', async () => {
    fake.reply = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(deltaEvent('Endlos'));
    };
    const socket = await connected();
    socket.ws.send('Aceton');
    expect(await socket.next()).toEqual({ status: 'thinking', message: '' });
    expect(await socket.next()).toEqual({ status: 'responding', message: 'Endlos' });
    expect(fake.openRequests).toBe(1);
    socket.ws.close();
    await until(() => fake.openRequests === 0);
  });
});
