import { backoffDelay } from '../../shared/sync/backoff';
export interface ReconnectingSocketOptions {
  readonly url: string;
  /** Each new socket once it is open. */
  readonly onOpen?: (socket: WebSocket) => void;
  /** Each text frame of the current socket. */
  readonly onMessage: (data: string, socket: WebSocket) => void;
  /** The current socket closed (or the app went offline); a new one follows when online. */
  readonly onClose?: () => void;
  readonly random?: () => number;
}

export interface ReconnectingSocket {
  /** The server accepted this connection: the next failure starts the backoff from its first step. */
  resetBackoff(): void;
  /** Sends on the open socket; false when there is none. */
  send(data: string): boolean;
  stop(): void;
}

/**
 * Keeps a socket open while the app is online, reconnecting with exponential backoff and
 * jitter; going offline closes it, coming back online opens the next one at once.
 */
export function keepSocketOpen(options: ReconnectingSocketOptions): ReconnectingSocket {
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    failures += 1;
    timer = setTimeout(open, backoffDelay(failures, (options.random ?? Math.random)()));
  };

  function open(): void {
    if (stopped || !navigator.onLine) return;
    const ws = new WebSocket(options.url);
    socket = ws;
    ws.onopen = () => options.onOpen?.(ws);
    ws.onmessage = (event) => {
      if (socket === ws && typeof event.data === 'string') options.onMessage(event.data, ws);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = undefined;
      options.onClose?.();
      schedule();
    };
  }

  const drop = () => {
    const current = socket;
    socket = undefined;
    if (current) {
      current.close();
      options.onClose?.();
    }
  };
  const onOnline = () => {
    if (socket) return;
    clearTimeout(timer);
    failures = 0;
    open();
  };
  const onOffline = () => {
    clearTimeout(timer);
    drop();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  open();
  return {
    resetBackoff: () => {
      failures = 0;
    },
    send: (data) => {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(data);
      return true;
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      const current = socket;
      socket = undefined;
      current?.close();
    },
  };
}
