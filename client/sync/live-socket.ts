import { LIVE_PATH } from '../../shared/sync/live';
import { keepSocketOpen } from './reconnecting-socket';

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
  const live = keepSocketOpen({
    url: liveUrl(options.backendUrl),
    onOpen: (socket) => {
      void options.token().then(
        (token) => socket.send(JSON.stringify({ Authorization: `Bearer ${token}`, Tenant: options.tenant })),
        () => socket.close(),
      );
    },
    onMessage: (message) => {
      if (message.includes('"connected"')) live.resetBackoff();
      if (message.includes('"poke"') || message.includes('"connected"')) options.onPoke();
    },
    ...(options.random ? { random: options.random } : {}),
  });
  return live.stop;
}
