import WebSocket from 'ws';

/** A WebSocket client of a test: JSON messages in order, and how the socket closed. */
export interface TestSocket {
  readonly ws: WebSocket;
  /** The next message, parsed as JSON. */
  next(): Promise<unknown>;
  readonly closed: Promise<{ code: number; reason: string }>;
}

export interface ConnectOptions {
  /** The page origin the handshake claims. */
  readonly origin: string;
  readonly headers?: Record<string, string>;
}

/** Opens a socket; rejects with `upgrade refused: <status>` when the server refuses the handshake. */
export function connectSocket(url: string, options: ConnectOptions): Promise<TestSocket> {
  const ws = new WebSocket(url, { origin: options.origin, headers: options.headers ?? {} });
  const messages: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  ws.on('message', (data) => {
    const message: unknown = JSON.parse(String(data));
    const resolve = waiting.shift();
    if (resolve) resolve(message);
    else messages.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next = () =>
    messages.length > 0 ? Promise.resolve(messages.shift()) : new Promise<unknown>((resolve) => waiting.push(resolve));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, next, closed }));
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    ws.once('error', reject);
  });
}
