import { setupI18n } from '@lingui/core';
import {
  buildRows,
  columnRanks,
  columnSpecs,
  filterIndexed,
  type ListDoc,
  searchIndex,
  sortRows,
} from '../../client/features/entity-list/list-rows';
import { contact } from '../../shared/entities/contact';

const STREETS = ['Industriestraße', 'Hauptstraße', 'Mühlenweg', 'Am Großmarkt', 'Rheinuferstraße', 'Lindenallee'];
const CITIES = ['München', 'Köln', 'Düsseldorf', 'Ludwigshafen', 'Würzburg', 'Bremen', 'Hamburg', 'Mannheim'];
const KINDS = ['Entsorgung', 'Prüfgesellschaft', 'Gutachterbüro', 'Spedition', 'Sicherheitstechnik', 'Labor'];
const SURNAMES = ['Müller', 'Schäfer', 'Weiß', 'Krüger', 'Becker', 'Groß', 'Hoffmann', 'Özdemir'];

/** Contacts with German names and addresses, as a big tenant's list holds them. */
function contacts(count: number): ListDoc[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `bench-contact-${index}`,
    pending: false,
    data: {
      name: `${KINDS[index % KINDS.length]} ${SURNAMES[(index * 7) % SURNAMES.length]} ${index}`,
      address: {
        street: STREETS[index % STREETS.length],
        houseNumber: String((index % 120) + 1),
        zipCode: String(10000 + ((index * 37) % 89999)),
        city: CITIES[(index * 3) % CITIES.length],
      },
      phone: `+49 ${600 + (index % 300)} ${100000 + index}`,
      email: `kontakt${index}@firma${index % 50}.example`,
    },
  }));
}

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
}

export interface ListViewTimes {
  readonly rows: number;
  readonly buildMs: number;
  /** A column's order computed over all rows (the first sort by that column). */
  readonly rankMs: number[];
  /** All rows sorted by a column whose order is known (direction change, typing, returning). */
  readonly sortMs: number[];
  /** The search index of the visible columns over all rows. */
  readonly indexMs: number;
  readonly filterMs: number[];
  /** The same query as a plain lower-case `includes` over the same texts (no German folding). */
  readonly naiveFilterMs: number[];
  readonly matches: number;
}

const QUERIES = ['muenchen', 'schäfer labor', 'INDUSTRIESTRASSE 1', 'gross', 'firma7.example'];

/**
 * What a list screen does with `count` documents (client/features/entity-list/use-list-view.ts):
 * rows and their search index built once; per user action the typed query filtered, and the
 * result sorted by a column whose order is computed once per column.
 */
export function measureListView(count: number, repeats: number): ListViewTimes {
  const i18n = setupI18n({ locale: 'de', messages: { de: {} } });
  const specs = columnSpecs(contact);
  const visible = specs.map((spec) => spec.column.field);
  const [rows, buildMs] = timed(() => buildRows(contacts(count), specs, { i18n, titles: new Map() }));
  const [index, indexMs] = timed(() => searchIndex(rows, visible));
  const rankMs: number[] = [];
  const sortMs: number[] = [];
  const filterMs: number[] = [];
  const naiveFilterMs: number[] = [];
  let matches = 0;
  for (let run = 0; run < repeats; run++) {
    const field = visible[run % visible.length] ?? 'name';
    // A copy of the rows misses the cache: the cost of the first sort by this column.
    const [, rankTime] = timed(() => columnRanks([...rows], field, 'de'));
    rankMs.push(rankTime);
    const ranks = columnRanks(rows, field, 'de');
    const [, sortTime] = timed(() => sortRows(rows, ranks, run % 2 === 0 ? 'asc' : 'desc'));
    sortMs.push(sortTime);
    const query = QUERIES[run % QUERIES.length] ?? '';
    const [found, filterTime] = timed(() => sortRows(filterIndexed(rows, index, query), ranks, 'asc'));
    filterMs.push(filterTime);
    matches += found.length;
    const needle = query.toLowerCase();
    const [, naiveTime] = timed(() =>
      rows.filter((row) => visible.some((name) => (row.texts[name] ?? '').toLowerCase().includes(needle))),
    );
    naiveFilterMs.push(naiveTime);
  }
  return { rows: rows.length, buildMs, rankMs, sortMs, indexMs, filterMs, naiveFilterMs, matches };
}
