import { AsyncLocalStorage } from 'node:async_hooks';

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

  /** Runs a transaction body marked as inside; `ended()` of the handle turns true once it returns. */
  async run<T>(body: (ended: () => boolean) => Promise<T>): Promise<T> {
    const mark: TransactionMark = { open: true };
    try {
      return await this.#marks.run(mark, () => body(() => !mark.open));
    } finally {
      mark.open = false;
    }
  }
}
