import { isDeepStrictEqual } from 'node:util';
import type { Mutation, MutationResult } from '../../../shared/sync/protocol';

/** The first answer the server gave for one mutation, and whether that answer committed a version. */
export interface LoggedAnswer {
  readonly clientId: string;
  readonly mutation: Mutation;
  readonly result: MutationResult;
  readonly wrote: boolean;
}

/**
 * Every answer the harness saw, lost ones included (the device may drop an answer; the
 * network in the harness does not). A retried number must answer its first result again (P7).
 */
export class AnswerLog {
  private readonly answers = new Map<string, LoggedAnswer>();
  readonly statuses: Record<string, number> = {};

  private static key(clientId: string, number: number): string {
    return `${clientId}#${number}`;
  }

  first(clientId: string, number: number): LoggedAnswer | undefined {
    return this.answers.get(AnswerLog.key(clientId, number));
  }

  all(): LoggedAnswer[] {
    return [...this.answers.values()];
  }

  /**
   * Records one push's answers. `highWater` is the tenant's last seq before the push: the
   * harness runs one request at a time, so a result committed a version exactly when its
   * seq is above every seq seen before it.
   */
  record(clientId: string, sent: readonly Mutation[], results: readonly MutationResult[], highWater: number): void {
    if (results.length !== sent.length) {
      throw new Error(`P9: ${sent.length} mutations answered with ${results.length} results`);
    }
    let seen = highWater;
    results.forEach((result, index) => {
      const mutation = sent[index];
      if (!mutation || result.number !== mutation.number) {
        throw new Error(`P9: result ${index} names number ${result.number}, sent ${mutation?.number}`);
      }
      if (result.status === 'gap') throw new Error(`P7: a correct client got a gap at number ${result.number}`);
      const key = AnswerLog.key(clientId, result.number);
      const first = this.answers.get(key);
      if (first) {
        if (!isDeepStrictEqual(first.result, result)) {
          throw new Error(
            `P7: retried ${key} answered ${JSON.stringify(result)}, first answer ${JSON.stringify(first.result)}`,
          );
        }
        return;
      }
      const seq = 'seq' in result ? result.seq : null;
      const wrote = seq !== null && seq > seen;
      if (seq !== null && wrote) seen = seq;
      this.answers.set(key, { clientId, mutation, result, wrote });
      this.statuses[result.status] = (this.statuses[result.status] ?? 0) + 1;
    });
  }
}
