import { inArray, sql } from 'drizzle-orm';
import type { DocumentData } from '../../shared/entities/entity';
import { matchesTerms, type SearchForms, searchForms } from '../../shared/text-search';
import { scoredMatches } from '../search/search-query';
import { readVisibility, type VisibilityRow } from '../sync/visibility';
import type { AssistantScope } from './provider';
import type { ReadableDocument } from './sources';

/** Question words of both languages that say nothing about which document is meant. */
const STOPWORDS: ReadonlySet<string> = new Set(
  [
    'der die das den dem des ein eine einen einem einer eines und oder aber nicht kein keine ist sind war wird werden',
    'hat haben gibt es zu zum zur im in am an auf aus bei mit von vom für fur ueber über unter nach vor bis wie was',
    'wer wo wann welche welcher welches welchen warum wieso mir mich mein meine meinen ich wir uns unser unsere sie',
    'zeige zeig zeigen such suche suchen finde finden liste alle bitte gib mal noch auch dokument dokumente',
    'the a an and or but not no is are was be been has have do does did to of in on at by for with from about',
    'what which who where when why how me my i we our us you your show find search list all please any some',
    'document documents there this that these those',
  ]
    .join(' ')
    .split(' ')
    .map((word) => searchForms(word).transcribed),
);

/** The search terms of a question: words without surrounding punctuation and without question words. */
export function questionTerms(question: string): SearchForms[] {
  const words = question
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 1);
  const forms = words.map(searchForms).filter((form) => !STOPWORDS.has(form.transcribed));
  return [...new Map(forms.map((form) => [form.transcribed, form])).values()];
}

/** The order of equal scores: the ids as `localeCompare` orders them. */
const byId = new Intl.Collator().compare;

/** How many documents one read fetches while looking for readable ones among the best. */
const FETCH = 32;

interface StoredRow extends VisibilityRow {
  readonly id: string;
  readonly data: string;
}

function storedRows(scope: AssistantScope, ids: readonly string[]): Promise<StoredRow[]> {
  return scope.db.all<StoredRow>(
    sql`SELECT id, type, deleted, data, place, owner FROM documents WHERE tenant_id = ${scope.tenant.id} AND ${inArray(sql`id`, [...ids])}`,
  );
}

/**
 * German-aware full-text search (the list search's folding: "Muenchen" finds "München") over
 * the asker's readable documents, best first (decision 0058). The tenant's full-text index
 * names and scores the documents a term matches; they are then read best first, a few at a
 * time, and kept while the asker may read them (the sync feed's evaluator, docs/sync-spec.md
 * A2–A9, R2) and their stored text holds a term, until `limit` are found.
 */
export async function searchDocuments(
  scope: AssistantScope,
  terms: readonly SearchForms[],
  limit: number,
): Promise<ReadableDocument[]> {
  if (terms.length === 0 || limit <= 0) return [];
  const ranked = (await scoredMatches(scope.db, scope.tenant.id, terms)).sort(
    (a, b) => b.score - a.score || byId(a.id, b.id),
  );
  const visible = readVisibility(scope);
  const found: ReadableDocument[] = [];
  for (let first = 0; first < ranked.length && found.length < limit; first += FETCH) {
    const ids = ranked.slice(first, first + FETCH).map((hit) => hit.id);
    const rows = new Map((await storedRows(scope, ids)).map((row) => [row.id, row]));
    for (const id of ids) {
      const row = rows.get(id);
      if (!row || !visible(row) || !matchesAny(row.data, terms)) continue;
      found.push({ id: row.id, type: row.type, data: JSON.parse(row.data) as DocumentData });
      if (found.length === limit) break;
    }
  }
  return found;
}

/** Whether the stored JSON text holds a term, in either form (what the scan looked at first). */
function matchesAny(raw: string, terms: readonly SearchForms[]): boolean {
  const forms = searchForms(raw);
  return terms.some((term) => matchesTerms(forms, [term]));
}
