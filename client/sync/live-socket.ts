import { LIVE_PATH } from '../../shared/sync/live';

export interface LiveSocketOptions {
  /** The backend base URL (`http://host/api`); the socket is its `ws` twin. */
  readonly backendUrl: string;
  readonly tenant: string;
  readonly token: () => Promise<string>;
  /** Called on every poke and after each (re)connection. */
  readonly onPoke: () => void;
  readonly random?: () => number;
}

/** The live-socket address of a backend: `http` → `ws`, the path under the API. */
export function liveUrl(backendUrl: string): string {
  const url = new URL(backendUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = LIVE_PATH;
  return url.href;
}

/**
 * Keeps a live socket open while the app is online (docs/sync-spec.md P10), reconnecting with
 * exponential backoff and jitter; a poke asks the engine to sync. Returns a stop function.
 */
export function connectLiveSocket(options: LiveSocketOptions): () => void {
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    failures += 1;
    const base = Math.min(60_000, 1000 * 2 ** Math.min(failures - 1, 6));
    timer = setTimeout(open, base / 2 + (base / 2) * (options.random ?? Math.random)());
  };

  function open(): void {
    if (stopped || !navigator.onLine) return;
    const ws = new WebSocket(liveUrl(options.backendUrl));
    socket = ws;
    ws.onopen = () => {
      void options.token().then(
        (token) => ws.send(JSON.stringify({ Authorization: `Bearer ${token}`, Tenant: options.tenant })),
        () => ws.close(),
      );
    };
    ws.onmessage = (event) => {
      const message = typeof event.data === 'string' ? event.data : '';
      if (message.includes('"connected"')) failures = 0;
      if (message.includes('"poke"') || message.includes('"connected"')) options.onPoke();
    };
    ws.onclose = () => {
      if (socket === ws) socket = undefined;
      schedule();
    };
  }

  const onOnline = () => {
    if (!socket) {
      clearTimeout(timer);
      failures = 0;
      open();
    }
  };
  window.addEventListener('online', onOnline);
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    socket?.close();
  };
}
