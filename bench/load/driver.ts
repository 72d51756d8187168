import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { mulberry32 } from '../../server/sync/test-support/random';
import type { PullResponse, PushResponse } from '../../shared/sync/protocol';
import type { BenchToken } from '../browser/bench-window';
import { DevicePlan, type Random } from './device-plan';
import { LoadRecorder, type Outcome, type RequestKind } from './load-stats';
import type { LoadClient, LoadSettings } from './settings';

/** Where a device sends its requests and as whom. */
export interface DeviceSession {
  readonly client: LoadClient;
  readonly url: string;
  /** The `Tenant` header. */
  readonly tenant: string;
  /** The user's access token; `renew` after a 401. */
  readonly token: (renew: boolean) => Promise<BenchToken>;
}

const REQUEST_TIMEOUT_MS = 10_000;
const BACKOFF_MS = 1000;
const SYNC_HEADERS = { 'sorgfalt-sync': '1' };
const XSRF_HEADERS = { cookie: 'XSRF-TOKEN=bench-xsrf', 'x-xsrf-token': 'bench-xsrf' };

interface Answer {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly body: string;
}

class RequestFailure extends Error {
  constructor(readonly outcome: 'network' | 'timeout') {
    super(outcome);
  }
}

/** One request on the device's own keep-alive connection; resolves with status and body. */
function send(agent: http.Agent, url: URL, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        method,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => reject(new RequestFailure('network')));
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new RequestFailure('timeout')));
    request.on('error', (error) => reject(error instanceof RequestFailure ? error : new RequestFailure('network')));
    request.end(body);
  });
}

/**
 * One simulated device: its own clientId, keep-alive connection, outbox of numbered CONTACT
 * mutations (DevicePlan) and pull cursor. A round is a push of one batch, then pulls from its
 * cursor until nothing more follows, then a pause of 0.5× to 1.5× the think time. A 429
 * waits for Retry-After, another failure one second; an unanswered batch is sent again.
 */
class Device {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly plan: DevicePlan;
  private readonly random: Random;
  private cursor = 0;
  private scope: string | undefined;

  constructor(
    private readonly session: DeviceSession,
    private readonly settings: LoadSettings,
    private readonly recorder: LoadRecorder,
  ) {
    this.random = mulberry32(settings.seed * 100_003 + session.client.index);
    this.plan = new DevicePlan(session.client.clientId, this.random, settings.maxBatch);
  }

  private think(): number {
    return this.settings.thinkMs * (0.5 + this.random());
  }

  /** Sends one request and records it; answers the parsed body of a 200, or undefined after a failure. */
  private async request<T>(
    kind: RequestKind,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<{ value?: T; finish: (outcome: Outcome) => void; waitMs: number }> {
    const { token } = await this.session.token(false);
    const start = performance.now();
    const all = { ...headers, ...SYNC_HEADERS, authorization: `Bearer ${token}`, tenant: this.session.tenant };
    const done = (outcome: Outcome) => this.recorder.record(kind, performance.now() - start, outcome);
    try {
      const answer = await send(this.agent, new URL(path, this.session.url), method, all, body);
      if (answer.status === 200) {
        const value = JSON.parse(answer.body) as T;
        const ms = performance.now() - start;
        return { value, finish: (outcome) => this.recorder.record(kind, ms, outcome), waitMs: 0 };
      }
      done(String(answer.status) as Outcome);
      if (answer.status === 401) await this.session.token(true);
      const retryAfter = Number(answer.retryAfter);
      const waitMs = answer.status === 429 && Number.isFinite(retryAfter) ? retryAfter * 1000 : BACKOFF_MS;
      return { finish: () => undefined, waitMs };
    } catch (error) {
      done(error instanceof RequestFailure ? error.outcome : 'network');
      return { finish: () => undefined, waitMs: BACKOFF_MS };
    }
  }

  /** Pushes the pending or a new batch; answers how long to wait before the next request. */
  private async push(): Promise<number> {
    const mutations = this.plan.batch();
    const body = JSON.stringify({ clientId: this.session.client.clientId, mutations });
    const answer = await this.request<PushResponse>(
      'push',
      'POST',
      '/api/v2/sync/push',
      { ...XSRF_HEADERS, 'content-type': 'application/json' },
      body,
    );
    if (!answer.value) return answer.waitMs;
    const refused = this.plan.acknowledge(answer.value.results);
    this.recorder.mutations += mutations.length - refused.length;
    answer.finish(refused.length === 0 ? 'ok' : 'refused');
    return 0;
  }

  /** Pulls page after page from the device's cursor; answers how long to wait after a failure. */
  private async pull(deadline: number): Promise<number> {
    for (;;) {
      const query = new URLSearchParams({ cursor: String(this.cursor), limit: String(this.settings.pullLimit) });
      if (this.scope) query.set('scope', this.scope);
      const answer = await this.request<PullResponse>('pull', 'GET', `/api/v2/sync/pull?${query}`, {});
      const page = answer.value;
      if (!page) return answer.waitMs;
      this.scope = page.scope;
      if (page.reset) {
        // Not expected: the bench changes no access. The device starts over, as the client does (P5).
        this.cursor = 0;
        answer.finish('reset');
        return 0;
      }
      this.recorder.documents += page.changes.length;
      this.cursor = page.cursor;
      answer.finish('ok');
      if (!page.hasMore || performance.now() >= deadline) return 0;
    }
  }

  async run(deadline: number): Promise<void> {
    // Devices start spread over one think time, so they do not all sync in step.
    await sleep(this.settings.thinkMs * this.random());
    try {
      while (performance.now() < deadline) {
        const afterPush = await this.push();
        if (afterPush > 0) await sleep(Math.min(afterPush, Math.max(0, deadline - performance.now())));
        if (performance.now() >= deadline) break;
        const afterPull = await this.pull(deadline);
        await sleep(Math.min(Math.max(afterPull, this.think()), Math.max(0, deadline - performance.now())));
      }
    } finally {
      this.agent.destroy();
    }
  }
}

export interface DriveResult {
  readonly recorder: LoadRecorder;
  /** From the start until the last device's last answer. */
  readonly elapsedMs: number;
}

/** Runs every device for `settings.seconds`; requests started before the deadline finish and count. */
export async function drive(sessions: readonly DeviceSession[], settings: LoadSettings): Promise<DriveResult> {
  const recorder = new LoadRecorder();
  const start = performance.now();
  const deadline = start + settings.seconds * 1000;
  await Promise.all(sessions.map((session) => new Device(session, settings, recorder).run(deadline)));
  return { recorder, elapsedMs: performance.now() - start };
}
