import http from 'node:http';

/** A request the fake model server received. */
export interface ReceivedRequest {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

export type FakeReply = (response: http.ServerResponse) => void | Promise<void>;

/** A loopback HTTP server answering `/chat/completions` as the test tells it to. */
export interface FakeOpenAi {
  /** The base URL, `http://127.0.0.1:<port>/v1`. */
  readonly baseUrl: string;
  readonly received: ReceivedRequest[];
  /** How the next requests are answered. */
  reply: FakeReply;
  /** Requests whose answer is still open (neither ended nor dropped by the client). */
  readonly openRequests: number;
  close(): Promise<void>;
}

/** One server-sent event carrying a chat completion chunk with `content`. */
export function deltaEvent(content: string): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
}

export const DONE_EVENT = 'data: [DONE]\n\n';

/** Answers 200 `text/event-stream` and writes `parts` one network write at a time. */
export function streamParts(parts: readonly (string | Buffer)[], pauseMs = 5): FakeReply {
  return async (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.flushHeaders();
    for (const part of parts) {
      response.write(part);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    response.end();
  };
}

/** The events of a normal answer: one delta per text, then `[DONE]`. */
export function streamAnswer(texts: readonly string[]): FakeReply {
  return streamParts([...texts.map(deltaEvent), DONE_EVENT]);
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const received: ReceivedRequest[] = [];
  const open = new Set<http.ServerResponse>();
  const fake: { reply: FakeReply } = { reply: streamAnswer(['Hallo']) };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      open.add(response);
      response.on('close', () => open.delete(response));
      void fake.reply(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    get reply() {
      return fake.reply;
    },
    set reply(reply: FakeReply) {
      fake.reply = reply;
    },
    get openRequests() {
      return open.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
      }),
  };
}
