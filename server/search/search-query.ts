import { type SQL, sql } from 'drizzle-orm';
import { entityFor } from '../../shared/entities/registry';
import { type SearchForms, searchForms } from '../../shared/text-search';
import { labelText } from '../assistant/label-text';
import { type Db, dialectOf } from '../db/database';
import { SEARCHABLE_TYPES, storableForms, WORD_BREAK } from './search-text';

/** A document that matches at least one term, with its score (decision 0058). */
export interface ScoredId {
  readonly id: string;
  readonly score: number;
}

type Dialect = ReturnType<typeof dialectOf>;

/** Whether `haystack` (a column) holds `needle` (a bound text): SQLite's instr, PostgreSQL's strpos. */
function holds(dialect: Dialect, haystack: SQL, needle: string): SQL {
  return dialect === 'postgres' ? sql`strpos(${haystack}, ${needle}) > 0` : sql`instr(${haystack}, ${needle}) > 0`;
}

const TITLE_T = sql`s.title_transcribed`;
const TITLE_B = sql`s.title_bare`;
const TEXT_T = sql`s.transcribed`;
const TEXT_B = sql`s.bare`;

const inTypes = (types: readonly string[]): SQL =>
  types.length === 0
    ? sql`1 = 0`
    : sql`s.type IN (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )})`;

/** The searchable types whose English label, standing in for an empty title, satisfies `test`. */
function labelTypes(test: (label: SearchForms) => boolean): string[] {
  return SEARCHABLE_TYPES.filter((type) => {
    const entity = entityFor(type);
    return entity !== undefined && test(searchForms(labelText(entity.label, 'en')));
  });
}

const contains = (text: SearchForms, term: SearchForms) =>
  text.transcribed.includes(term.transcribed) || text.bare.includes(term.bare);

const wholeWord = (text: SearchForms, term: SearchForms) =>
  text.transcribed.split(WORD_BREAK).includes(term.transcribed) || text.bare.split(WORD_BREAK).includes(term.bare);

/** Title of a document whose title field is empty: its entity's label (an empty stored title). */
const LABEL_TITLE = sql`s.title_transcribed = ''`;

/**
 * One term's part of the score, exactly as the scan scored it: the term in the title 3, as a
 * whole word of the title 1 more, anywhere in the text 1. A term's form with a word break in it
 * is no whole word; one without is a whole word where ` term ` is in the title's padded words.
 */
function termScore(dialect: Dialect, term: SearchForms): SQL {
  const inLabel = inTypes(labelTypes((label) => contains(label, term)));
  const titled = sql`(${holds(dialect, TITLE_T, term.transcribed)} OR ${holds(dialect, TITLE_B, term.bare)} OR (${LABEL_TITLE} AND ${inLabel}))`;
  const words = [
    ...(WORD_BREAK.test(term.transcribed)
      ? []
      : [holds(dialect, sql`s.title_words_transcribed`, ` ${term.transcribed} `)]),
    ...(WORD_BREAK.test(term.bare) ? [] : [holds(dialect, sql`s.title_words_bare`, ` ${term.bare} `)]),
    sql`(${LABEL_TITLE} AND ${inTypes(labelTypes((label) => wholeWord(label, term)))})`,
  ];
  const asWord = sql`(${sql.join(words, sql` OR `)})`;
  const inText = sql`(${holds(dialect, TEXT_T, term.transcribed)} OR ${holds(dialect, TEXT_B, term.bare)})`;
  return sql`(CASE WHEN ${titled} THEN 3 ELSE 0 END) + (CASE WHEN ${asWord} THEN 1 ELSE 0 END) + (CASE WHEN ${inText} THEN 1 ELSE 0 END)`;
}

/** A GLOB pattern finding `text` anywhere: `*`, `?` and `[` stand for themselves. */
const globAnywhere = (text: string) => `*${text.replace(/[*?[]/g, (char) => `[${char}]`)}*`;

/** A LIKE pattern finding `text` anywhere (PostgreSQL's default escape, the backslash). */
const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A term's rows past this many make reading the tenant's index rows cheaper than the FTS5 table (decision 0058). */
export const COMMON_TERM_ROWS = 2000;

/** The rows whose text holds a term, read one by one: each row's folded text looked at once. */
function scannedMatch(dialect: Dialect, terms: readonly SearchForms[]): SQL {
  return sql.join(
    terms.flatMap((term) => [holds(dialect, TEXT_T, term.transcribed), holds(dialect, TEXT_B, term.bare)]),
    sql` OR `,
  );
}

/** The FTS5 table's rows whose form holds the text (trigrams first, then the rows' text checked). */
const ftsRows = (form: 'transcribed' | 'bare', text: string) =>
  sql`SELECT rowid FROM document_search_fts WHERE ${sql.raw(form)} GLOB ${globAnywhere(text)}`;

/**
 * Whether a term is common enough in SQLite's index that its FTS5 match, whose every row is
 * checked against its text, costs more than reading the tenant's rows: it has fewer than three
 * characters (no trigram to look up), or one of its forms is in `common` rows or more.
 */
async function hasCommonTerm(db: Db, terms: readonly SearchForms[], common: number): Promise<boolean> {
  for (const term of terms) {
    if ([...term.transcribed].length < 3 || [...term.bare].length < 3) return true;
    for (const form of ['transcribed', 'bare'] as const) {
      const found = await db.get<{ n: number }>(
        sql`SELECT count(*) AS n FROM (${ftsRows(form, term[form])} LIMIT ${common}) AS probe`,
      );
      if ((found?.n ?? 0) >= common) return true;
    }
  }
  return false;
}

/**
 * The rows whose text holds a term. PostgreSQL: LIKE, which its planner answers from the pg_trgm
 * GIN indexes or, for a term in much of the table, by reading it. SQLite: the FTS5 trigram table
 * (GLOB on the folded text) unless a term is common, then the tenant's rows read one by one.
 */
async function textMatch(db: Db, dialect: Dialect, terms: readonly SearchForms[], common: number): Promise<SQL> {
  if (dialect === 'postgres') {
    return sql.join(
      terms.flatMap((term) => [
        sql`s.transcribed LIKE ${likeAnywhere(term.transcribed)}`,
        sql`s.bare LIKE ${likeAnywhere(term.bare)}`,
      ]),
      sql` OR `,
    );
  }
  if (await hasCommonTerm(db, terms, common)) return scannedMatch(dialect, terms);
  const hits = sql.join(
    terms.flatMap((term) => [ftsRows('transcribed', term.transcribed), ftsRows('bare', term.bare)]),
    sql` UNION `,
  );
  return sql`s.row IN (${hits})`;
}

/**
 * Every indexed document of the tenant that a term matches, with the scan's score, in no
 * particular order: a term in the text (the index's trigram match), or a title-less document
 * whose entity's label holds a term. The title is part of the text, so it needs no match of its
 * own. Access is not looked at here; the caller filters by it.
 */
export async function scoredMatches(
  db: Db,
  tenantId: string,
  questionTerms: readonly SearchForms[],
  common = COMMON_TERM_ROWS,
): Promise<ScoredId[]> {
  if (questionTerms.length === 0) return [];
  const terms = questionTerms.map(storableForms);
  const dialect = dialectOf(db);
  const labelled = labelTypes((label) => terms.some((term) => contains(label, term)));
  const inText = await textMatch(db, dialect, terms, common);
  const candidate = labelled.length === 0 ? inText : sql`(${inText}) OR (${LABEL_TITLE} AND ${inTypes(labelled)})`;
  const score = sql.join(
    terms.map((term) => termScore(dialect, term)),
    sql` + `,
  );
  const rows = await db.all<{ id: string; score: number | string }>(
    sql`SELECT s.document_id AS id, ${score} AS score FROM document_search s WHERE s.tenant_id = ${tenantId} AND (${candidate})`,
  );
  return rows.map((row) => ({ id: row.id, score: Number(row.score) }));
}
