import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectAssistant } from './assistant-connection';
import type { AssistantEvent } from './assistant-state';

/** A socket the test drives: it records what the client sends and closes. */
class FakeSocket {
  static readonly OPEN = 1;
  static readonly opened: FakeSocket[] = [];
  readyState = 0;
  readonly sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(status: string, message = '') {
    this.onmessage?.({ data: JSON.stringify({ status, message }) });
  }
}

const network = { onLine: true };
const browser = new EventTarget();
const latest = () => {
  const socket = FakeSocket.opened.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
};

function connect(token = () => Promise.resolve('t0ken')) {
  const events: AssistantEvent[] = [];
  const connection = connectAssistant({
    backendUrl: 'http://localhost:3000/api',
    tenant: 'acme',
    token,
    dispatch: (event) => events.push(event),
    random: () => 0,
  });
  return { events, connection };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.opened.length = 0;
  network.onLine = true;
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('navigator', network);
  vi.stubGlobal('window', browser);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('assistant connection (platform.md §4, §7)', () => {
  it('opens the socket on the AI backend and answers authorization with the bearer token and tenant', async () => {
    const { events, connection } = connect();
    const socket = latest();
    expect(socket.url).toBe('ws://localhost:3000/ai/assistant');
    socket.open();
    expect(socket.sent).toEqual([]);
    socket.receive('authorization');
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1));
    expect(JSON.parse(socket.sent[0] ?? '')).toEqual({ Authorization: 'Bearer t0ken', Tenant: 'acme' });
    socket.receive('connected');
    expect(events.map((event) => event.type === 'server' && event.message.status)).toEqual([
      'authorization',
      'connected',
    ]);
    connection.close();
  });

  it('sends a question as a plain text frame and reports it as asked', () => {
    const { events, connection } = connect();
    latest().open();
    expect(connection.ask('Was ist ADR?')).toBe(true);
    expect(latest().sent).toEqual(['Was ist ADR?']);
    expect(events).toContainEqual({ type: 'asked', question: 'Was ist ADR?' });
    connection.close();
  });

  it('does not ask while no socket is open', () => {
    const { events, connection } = connect();
    expect(connection.ask('Was ist ADR?')).toBe(false);
    expect(events).toEqual([]);
    connection.close();
  });

  it('ignores frames that are not assistant messages', () => {
    const { events, connection } = connect();
    latest().onmessage?.({ data: '{"status":"poke"}' });
    latest().onmessage?.({ data: 'not json' });
    expect(events).toEqual([]);
    connection.close();
  });

  it('closes the socket when no token is obtainable', async () => {
    const { events, connection } = connect(() => Promise.reject(new Error('Not authenticated')));
    const socket = latest();
    socket.open();
    socket.receive('authorization');
    await vi.waitFor(() => expect(socket.readyState).toBe(3));
    expect(events.at(-1)).toEqual({ type: 'disconnected' });
    connection.close();
  });

  it('reconnects with exponential backoff after the socket closes', () => {
    const { events, connection } = connect();
    latest().close();
    expect(events).toEqual([{ type: 'disconnected' }]);
    vi.advanceTimersByTime(499);
    expect(FakeSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(2);
    latest().close();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(3);
    connection.close();
  });

  it('starts the backoff anew once the server says connected', () => {
    const { connection } = connect();
    latest().close();
    vi.advanceTimersByTime(500);
    latest().close();
    vi.advanceTimersByTime(1000);
    latest().open();
    latest().receive('connected');
    latest().close();
    vi.advanceTimersByTime(500);
    expect(FakeSocket.opened).toHaveLength(4);
    connection.close();
  });

  it('closes the socket offline and opens a new one as soon as the app is online', () => {
    const { events, connection } = connect();
    const first = latest();
    first.open();
    network.onLine = false;
    browser.dispatchEvent(new Event('offline'));
    expect(first.readyState).toBe(3);
    expect(events).toEqual([{ type: 'disconnected' }]);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.opened).toHaveLength(1);
    network.onLine = true;
    browser.dispatchEvent(new Event('online'));
    expect(FakeSocket.opened).toHaveLength(2);
    connection.close();
  });

  it('closes for good when the layout unmounts', () => {
    const { events, connection } = connect();
    const socket = latest();
    socket.open();
    connection.close();
    expect(socket.readyState).toBe(3);
    vi.advanceTimersByTime(120_000);
    browser.dispatchEvent(new Event('online'));
    expect(FakeSocket.opened).toHaveLength(1);
    expect(events).toEqual([]);
  });
});
