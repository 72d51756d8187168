import type { MessageDescriptor } from '@lingui/core';
import type { DocumentData } from '../../../shared/entities/entity';
import type { DataSheetLanguage } from '../../../shared/enums/catalogs';
import type { DocumentType } from '../../../shared/enums/entity-types';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';

/**
 * A derive action: a new document of `target` made from a saved source document, with a link
 * back to it (a transport document from its draft; later an operating instruction from a
 * substance, measures from a regulation). One mechanism: the domain's function gives the new
 * document's data, the generic button makes and opens it, the new document names its source in
 * `sourceField`, and its screen links back to it.
 */
/** What a derive function may read beyond its source: the device's replica and the chosen language. */
export interface DeriveContext {
  readonly db: ReplicaDb;
  /** The new document's language when the action lets the user choose it (`chooseLanguage`). */
  readonly language: DataSheetLanguage;
}

export interface DeriveAction {
  /** Names the action in the page (`data-derive`). */
  readonly id: string;
  readonly target: DocumentType;
  /**
   * The new document's data from the source as it is saved now (a pure domain function, or one
   * that first reads the documents the source names and lazily loaded catalogs).
   */
  readonly derive: (source: ViewDoc, context: DeriveContext) => DocumentData | Promise<DocumentData>;
  /** The user chooses the new document's language beside the button (an operating instruction in a worker's language). */
  readonly chooseLanguage?: boolean;
  /** The new document's reference field that names its source. */
  readonly sourceField: string;
  /** The button's words. */
  readonly label: MessageDescriptor;
  /** What the user should know before deriving (later edits of the source do not reach it). */
  readonly hint?: MessageDescriptor;
}

/**
 * Makes the document an action derives from its source and answers its id; throws
 * InvalidDocumentError when the source is not complete enough for it.
 */
export async function deriveDocument(
  db: ReplicaDb,
  action: DeriveAction,
  source: ViewDoc,
  language: DataSheetLanguage = 'DE',
  id: string = crypto.randomUUID(),
): Promise<string> {
  const data = await action.derive(source, { db, language });
  await createDocument(db, action.target, { ...data, [action.sourceField]: source.id }, id);
  return id;
}
