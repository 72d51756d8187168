import net from 'node:net';

export interface RawResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * One TCP connection spoken to in plain HTTP/1.1, for what fetch cannot do: send a request
 * in parts (to hold it in flight) and pipeline the next request behind it.
 */
export interface RawConnection {
  /** Resolves once the text is handed to the operating system. */
  write(text: string): Promise<void>;
  /** The next complete answer on the connection (answers must carry content-length). */
  next(): Promise<RawResponse>;
  /** Resolves when the server closed the connection. */
  readonly closed: Promise<void>;
  destroy(): void;
}

function parseHead(head: string): { status: number; headers: Record<string, string> } {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers };
}

export function openRawConnection(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let buffer = Buffer.alloc(0);
  const waiting: ((response: RawResponse) => void)[] = [];
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));

  const take = (): RawResponse | undefined => {
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const { status, headers } = parseHead(buffer.subarray(0, end).toString('latin1'));
    const length = Number(headers['content-length']);
    if (!Number.isInteger(length)) throw new Error(`answer without content-length: ${status}`);
    if (buffer.length < end + 4 + length) return undefined;
    const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    buffer = buffer.subarray(end + 4 + length);
    return { status, headers, body };
  };
  const ready: RawResponse[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (let response = take(); response; response = take()) {
      const waiter = waiting.shift();
      if (waiter) waiter(response);
      else ready.push(response);
    }
  });

  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        write: (text) => new Promise<void>((resolveWrite) => socket.write(text, () => resolveWrite())),
        next: () => {
          const response = ready.shift();
          if (response) return Promise.resolve(response);
          return new Promise((resolveNext, rejectNext) => {
            waiting.push(resolveNext);
            void closed.then(() => rejectNext(new Error('the connection closed before the answer')));
          });
        },
        closed,
        destroy: () => socket.destroy(),
      }),
    );
  });
}

/** Whether a new connection to the server is refused. */
export function connectionRefused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
