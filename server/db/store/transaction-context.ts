import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from './executor';

/** Thrown when a transaction body uses the store itself instead of its transaction handle. */
export class OutsideTransactionError extends Error {
  constructor() {
    super('a statement outside the open transaction: use the transaction handle (tx) inside db.transaction');
  }
}

/** The open transaction an async call chain runs in; `open` turns false once it has ended. */
interface TransactionMark {
  open: boolean;
}

/**
 * Which transaction of one backend an async call chain is inside. A body that reaches for the
 * store itself is refused on both backends alike: on SQLite's one connection the statement
 * would wait for the transaction it is part of, on PostgreSQL it would run beside it on another
 * connection and miss its locks and its rollback.
 */
export class TransactionContext {
  readonly #marks = new AsyncLocalStorage<TransactionMark>();

  /** Rejects when the caller is inside an open transaction of this backend. */
  outside(): OutsideTransactionError | undefined {
    return this.#marks.getStore()?.open ? new OutsideTransactionError() : undefined;
  }

  /**
   * Runs a transaction body marked as inside, with an executor over `query` that refuses
   * statements once the body has returned (a handle kept past its transaction).
   */
  async run<T>(query: Executor['query'], body: (tx: Executor) => Promise<T>): Promise<T> {
    const mark: TransactionMark = { open: true };
    const tx: Executor = {
      query: (sql, params, method, mode) =>
        mark.open ? query(sql, params, method, mode) : Promise.reject(new Error('the transaction has ended')),
    };
    try {
      return await this.#marks.run(mark, () => body(tx));
    } finally {
      mark.open = false;
    }
  }
}
