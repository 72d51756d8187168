import { type SQL, sql } from 'drizzle-orm';
import type { DocumentData } from '../../shared/entities/entity';
import type { Db } from '../db/database';
import { searchText } from './search-text';

/** A document as its write leaves it, as far as the index goes. */
export interface IndexedDocument {
  readonly tenantId: string;
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
  readonly deleted: boolean;
}

/**
 * The statement that brings the document's entry of the full-text index up to a write: the
 * entry written for a searchable document, removed for a deleted one (decision 0058).
 */
export function indexStatement(document: IndexedDocument): SQL {
  const text = searchText(document.type, document.data, document.deleted);
  if (!text) {
    return sql`DELETE FROM document_search WHERE tenant_id = ${document.tenantId} AND document_id = ${document.id}`;
  }
  // The columns named, `row` left out: SQLite numbers it, PostgreSQL's identity refuses an explicit NULL.
  return sql`INSERT INTO document_search (tenant_id, document_id, type, title_transcribed, title_bare, title_words_transcribed, title_words_bare, transcribed, bare)
      VALUES (${document.tenantId}, ${document.id}, ${document.type}, ${text.title.transcribed}, ${text.title.bare}, ${text.titleWords.transcribed}, ${text.titleWords.bare}, ${text.text.transcribed}, ${text.text.bare})
      ON CONFLICT (tenant_id, document_id) DO UPDATE SET type = excluded.type, title_transcribed = excluded.title_transcribed,
        title_bare = excluded.title_bare, title_words_transcribed = excluded.title_words_transcribed,
        title_words_bare = excluded.title_words_bare, transcribed = excluded.transcribed, bare = excluded.bare`;
}

/**
 * Brings the document's entry of the full-text index up to the write, in the caller's
 * transaction (indexStatement). SQLite's FTS5 table follows by triggers, PostgreSQL's GIN
 * indexes by themselves.
 */
export async function indexDocument(tx: Db, document: IndexedDocument): Promise<void> {
  await tx.run(indexStatement(document));
}
