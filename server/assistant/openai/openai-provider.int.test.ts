import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors';
import {
  DONE_EVENT,
  deltaEvent,
  type FakeOpenAi,
  startFakeOpenAi,
  streamAnswer,
  streamParts,
} from '../../test/fake-openai';
import type { Retrieval, Retriever } from '../provider';
import { buildScope } from '../test-support/scope';
import { createOpenAiProvider } from './openai-provider';

const MessagesSchema = v.object({ messages: v.array(v.object({ content: v.string() })) });
const API_KEY = 'sk-test-never-logged';

const RETRIEVAL: Retrieval = {
  sources: [
    {
      id: 'm-1',
      type: 'MEASURE',
      title: 'Absaugung [Halle 2] prüfen',
      path: '/measures/m-1',
      summary: 'Status: offen\nFällig: 2025-05-01',
    },
  ],
  catalog: [{ code: 'H225', text: 'Flüssigkeit und Dampf leicht entzündbar.' }],
};

let fake: FakeOpenAi;
const scopes = { de: buildScope('de'), en: buildScope('en') };

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake?.close();
  await scopes.de.close();
  await scopes.en.close();
});

function provider(options: { timeoutMs?: number; retrieve?: Retriever } = {}) {
  return createOpenAiProvider({
    baseUrl: `${fake.baseUrl}/`,
    model: 'test-model',
    apiKey: API_KEY,
    timeoutMs: options.timeoutMs ?? 5000,
    retrieve: options.retrieve ?? (async () => RETRIEVAL),
  });
}

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

async function failure(chunks: AsyncIterable<string>): Promise<AppError> {
  const error = await collect(chunks).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  expect(error.message).not.toContain(API_KEY);
  return error;
}

describe('OpenAI-compatible provider', () => {
  it('streams the model’s text as it comes, then the linked sources it was given', async () => {
    fake.reply = streamAnswer(['Die ', 'Absaugung ', 'ist offen.']);
    const chunks = await collect(provider().answer('Was ist offen?', scopes.de, new AbortController().signal));
    expect(chunks).toEqual([
      'Die ',
      'Absaugung ',
      'ist offen.',
      '\n\n**Quellen:**\n- [Absaugung \\[Halle 2\\] prüfen](/measures/m-1)',
    ]);
  });

  it('asks /chat/completions with stream, the key, and a system prompt holding the user’s documents, catalog and language', async () => {
    fake.reply = streamAnswer(['ok']);
    await collect(provider().answer('What is open?', scopes.en, new AbortController().signal));
    const request = fake.received.at(-1);
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body).toMatchObject({
      model: 'test-model',
      stream: true,
      messages: [{ role: 'system' }, { role: 'user', content: 'What is open?' }],
    });
    const system = v.parse(MessagesSchema, request?.body).messages[0]?.content;
    expect(system).toContain('Answer only from the context');
    expect(system).toContain('Answer in English');
    expect(system).toContain('- [Absaugung \\[Halle 2\\] prüfen](/measures/m-1): Status: offen Fällig: 2025-05-01');
    expect(system).toContain('- H225: Flüssigkeit und Dampf leicht entzündbar.');
  });

  it('puts events together that arrive split across network reads, even inside a character', async () => {
    const events = Buffer.from(`${deltaEvent('Gefahrstoff ')}${deltaEvent('Übersicht')}\r\n${DONE_EVENT}`, 'utf8');
    const umlaut = events.indexOf(Buffer.from('Ü', 'utf8'));
    const parts = [events.subarray(0, 7), events.subarray(7, umlaut + 1), events.subarray(umlaut + 1)];
    fake.reply = streamParts(parts);
    const chunks = await collect(
      provider({ retrieve: async () => ({ sources: [], catalog: [] }) }).answer(
        'x1',
        scopes.de,
        new AbortController().signal,
      ),
    );
    expect(chunks.join('')).toBe('Gefahrstoff Übersicht');
  });

  it('ignores comments, empty deltas and role-only chunks', async () => {
    fake.reply = streamParts([
      ': keep-alive\n\n',
      `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n`,
      `data: ${JSON.stringify({ choices: [{ delta: { content: null } }] })}\n\n`,
      `data:${JSON.stringify({ choices: [{ delta: { content: 'Ja' } }] })}\n\n`,
      `data: ${JSON.stringify({ choices: [], usage: { total_tokens: 3 } })}\n\n`,
      'data: [DONE]',
    ]);
    const chunks = await collect(
      provider({ retrieve: async () => ({ sources: [], catalog: [] }) }).answer(
        'x1',
        scopes.de,
        new AbortController().signal,
      ),
    );
    expect(chunks.join('')).toBe('Ja');
  });

  it('fails with INTERNAL when the model server answers 500', async () => {
    fake.reply = (response) => {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
    };
    const error = await failure(provider().answer('x1', scopes.de, new AbortController().signal));
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toContain('500');
  });

  it('fails with INTERNAL on an event that is not JSON, an error event, or a stream cut before [DONE]', async () => {
    for (const parts of [
      ['data: {not json\n\n'],
      [`data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`],
      [deltaEvent('Halb')],
    ]) {
      fake.reply = streamParts(parts);
      const error = await failure(provider().answer('x1', scopes.de, new AbortController().signal));
      expect(error.code).toBe('INTERNAL');
      expect(error.message).toMatch(/malformed stream/);
    }
  });

  it('fails with TIMEOUT when the model server does not answer in time', async () => {
    fake.reply = () => undefined;
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 300 }).answer('x1', scopes.de, new AbortController().signal));
    expect(error.code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('fails with TIMEOUT when the stream falls silent halfway', async () => {
    fake.reply = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(deltaEvent('Erst'));
    };
    const chunks: string[] = [];
    const answer = provider({ timeoutMs: 300 }).answer('x1', scopes.de, new AbortController().signal);
    const error = await (async () => {
      try {
        for await (const chunk of answer) chunks.push(chunk);
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    })();
    expect(chunks).toEqual(['Erst']);
    expect(error).toMatchObject({ code: 'TIMEOUT' });
  });

  it('stops quietly when the asker goes away', async () => {
    fake.reply = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(deltaEvent('Erst'));
    };
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of provider().answer('x1', scopes.de, controller.signal)) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toEqual(['Erst']);
  });
});
