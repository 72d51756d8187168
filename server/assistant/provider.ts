import type { Principal } from '../../shared/access/evaluate';
import type { Language } from '../../shared/cookies';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';

/** Whose question it is: the tenant, the asking user and what they may read (the sync evaluator's view). */
export interface AssistantScope {
  readonly db: Db;
  readonly tenant: Tenant;
  readonly principal: Principal;
  readonly userId: string;
  /** The interface language of the asking user (language cookie of the socket's handshake). */
  readonly language: Language;
}

/** A tenant document an answer used, linked in the app by its path. */
export interface Source {
  readonly id: string;
  readonly type: string;
  readonly title: string;
  /** The app route that opens the document, e.g. `/measures/{id}`. */
  readonly path: string;
  /** The fields that matter for the question, as short `label: value` text. */
  readonly summary: string;
}

/** A reference catalog entry (H/P statement, GHS symbol, storage class, transport category). */
export interface CatalogEntry {
  readonly code: string;
  readonly text: string;
}

/** What retrieval found for a question among the user's readable documents and the catalogs. */
export interface Retrieval {
  readonly sources: readonly Source[];
  readonly catalog: readonly CatalogEntry[];
}

export type Retriever = (question: string, scope: AssistantScope) => Promise<Retrieval>;

/**
 * One answerer behind the socket. `answer` yields the Markdown answer in chunks (one chunk
 * is fine); it stops when `signal` aborts and throws on provider failure (the socket then
 * sends `status: 'error'`). Links to documents are Markdown links to their app paths.
 */
export interface AssistantProvider {
  readonly name: string;
  answer(question: string, scope: AssistantScope, signal: AbortSignal): AsyncIterable<string>;
}
