import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly contentLanguage: string;
  readonly text: string;
}

/** How the server answers MAIL FROM: accept, or reject with an SMTP reply code. */
export type SmtpBehaviour = { readonly accept: true } | { readonly reject: number; readonly message: string };

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>` with a user and password the server checks. */
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** When each MAIL FROM arrived, accepted or not. */
  readonly attempts: number[];
  behaviour: SmtpBehaviour;
  close(): Promise<void>;
}

/** Quoted-printable (soft line breaks and =XX bytes) to UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const ascii = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < ascii.length; index += 1) {
    const hex = ascii.slice(index + 1, index + 3);
    if (ascii[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(ascii.charCodeAt(index));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_whole, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Reads the single-part text mail nodemailer writes: headers, then a 7bit, quoted-printable or base64 body. */
function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map(
    raw
      .slice(0, split)
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    from,
    to,
    subject: decodeWords(headers.get('subject') ?? ''),
    contentLanguage: headers.get('content-language') ?? '',
    text: text.replace(/\r\n/g, '\n'),
  };
}

/** A real SMTP server on loopback (smtp-server) that stores what it accepts. */
export async function startSmtpTestServer(user = 'sorgfalt', password = 'geheim'): Promise<SmtpTestServer> {
  const state: SmtpTestServer = {
    url: '',
    mails: [],
    attempts: [],
    behaviour: { accept: true },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('invalid credentials'));
    },
    onMailFrom(_address, _session, callback) {
      state.attempts.push(Date.now());
      const { behaviour } = state;
      if ('accept' in behaviour) return callback();
      callback(Object.assign(new Error(behaviour.message), { responseCode: behaviour.reject }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((address) => address.address);
        state.mails.push(parse(Buffer.concat(chunks).toString('utf8'), from, to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, { url: `smtp://${user}:${password}@127.0.0.1:${port}` });
}
