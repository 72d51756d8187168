import type { DueKind } from '../../../shared/domain/deadlines';
import { searchForms } from '../../../shared/text-search';
import { codesIn } from './codes';
import type { Intent } from './intent';
import { loadLines } from './load-lines';

/** The question folded like the search (lower case, umlauts as `ae`, `ß` as `ss`), for keyword rules. */
function folded(question: string): string {
  return searchForms(question).transcribed;
}

/** Whether any of the word stems occurs at the start of a word. */
function mentions(text: string, stems: readonly string[]): boolean {
  return stems.some((stem) => new RegExp(`(?:^|[^\\p{L}])${stem}`, 'u').test(text));
}

const MEANING = [
  'bedeut',
  'heisst',
  'was ist',
  'was sind',
  'steht fuer',
  'erklaer',
  'mean',
  'what is',
  'what are',
  'stand for',
  'stands for',
  'explain',
];
const TRANSPORT = [
  '1.1.3.6',
  'punkte',
  'points',
  'adr',
  'freigrenze',
  'freistell',
  'exempt',
  'befoerder',
  'transport',
  'ladung',
  'load',
];
const COMPLIANCE = ['compliance', 'regelkonform', 'rechtskonform', 'rechtssicher'];
const HOW_GOOD = [
  'wie gut',
  'wie steh',
  'wie sieht',
  'note',
  'stand',
  'how good',
  'how well',
  'how do we',
  'how are we',
  'score',
  'grade',
  'rating',
];
const WITHOUT = ['ohne', 'without', 'keine', 'no ', 'missing', 'fehl', 'lack'];
const RISK_ASSESSMENT = ['gefaehrdungsbeurteilung', 'gbu', 'risk assessment', 'risikobeurteilung'];
const OPERATING_INSTRUCTION = ['betriebsanweisung', 'operating instruction', 'anweisung', 'instruction'];
const ACTIVITY = ['taetigkeit', 'activit'];
const SUBSTANCE = ['stoff', 'gefahrstoff', 'substance', 'chemical', 'chemikalie'];
const MEASURE = ['massnahme', 'measure', 'action'];
const OVERDUE = ['ueberfaellig', 'overdue', 'verspaetet', 'late', 'past due', 'abgelaufen', 'verpasst'];
const OPEN = ['offen', 'open', 'unerledigt', 'pending', 'ausstehend', 'not done', 'nicht erledigt', 'to do', 'todo'];
const DUE = [
  'faellig',
  'due',
  'bald',
  'soon',
  'anstehend',
  'upcoming',
  'naechst',
  'next',
  'ablauf',
  'laeuft',
  'expir',
  'ueberfaellig',
  'overdue',
  'wann',
  'when',
  'demnaechst',
];
const DUE_KINDS: readonly [DueKind, readonly string[]][] = [
  ['INSPECTION', ['pruefung', 'pruefungen', 'inspection', 'inspektion']],
  ['MAINTENANCE', ['wartung', 'maintenance', 'instandhaltung']],
  ['PERMIT', ['genehmigung', 'permit', 'erlaubnis', 'zulassung']],
  ['QUALIFICATION', ['qualifikation', 'qualification', 'befaehigung', 'beauftragung', 'commission']],
  ['RISK_ASSESSMENT', ['ueberpruefung', 'revision', 'review']],
];
const DEFAULT_DUE_DAYS = 30;

/** The look-ahead a question names ("in 60 Tagen", "next 2 weeks", "diesen Monat"); 30 days otherwise. */
export function dueWindowDays(text: string): number {
  const counted = /(\d+)\s*(tag|day|woche|week|monat|month|jahr|year)/.exec(text);
  const unitDays = (unit: string) =>
    unit.startsWith('tag') || unit.startsWith('day')
      ? 1
      : unit.startsWith('woche') || unit.startsWith('week')
        ? 7
        : unit.startsWith('monat') || unit.startsWith('month')
          ? 30
          : 365;
  if (counted) return Number(counted[1]) * unitDays(counted[2] ?? '');
  if (mentions(text, ['woche', 'week'])) return 7;
  if (mentions(text, ['jahr', 'year'])) return 365;
  return DEFAULT_DUE_DAYS;
}

function missingDocument(text: string): Intent | undefined {
  if (!mentions(text, WITHOUT)) return undefined;
  const missing = mentions(text, RISK_ASSESSMENT)
    ? 'RISK_ASSESSMENT'
    : mentions(text, OPERATING_INSTRUCTION)
      ? 'OPERATING_INSTRUCTION'
      : undefined;
  if (!missing) return undefined;
  const activities = mentions(text, ACTIVITY);
  const substances = mentions(text, SUBSTANCE);
  const subjects: ('SUBSTANCE' | 'ACTIVITY')[] =
    activities && !substances ? ['ACTIVITY'] : substances && !activities ? ['SUBSTANCE'] : ['SUBSTANCE', 'ACTIVITY'];
  return { kind: 'MISSING_DOCUMENT', missing, subjects };
}

function dueSoon(text: string): Intent | undefined {
  const dueKinds = DUE_KINDS.filter(([, stems]) => mentions(text, stems)).map(([kind]) => kind);
  if (dueKinds.length === 0 || !mentions(text, DUE)) return undefined;
  const kinds =
    dueKinds.includes('RISK_ASSESSMENT') && !mentions(text, RISK_ASSESSMENT) && dueKinds.length > 1
      ? dueKinds.filter((kind) => kind !== 'RISK_ASSESSMENT')
      : dueKinds;
  return { kind: 'DUE_SOON', dueKinds: kinds, days: dueWindowDays(text) };
}

/**
 * What a German or English question asks, by fixed rules in this order: an ADR load, the
 * compliance score ("how good is our compliance?"), a missing risk assessment or operating instruction, catalog codes (their meaning, or the
 * substances carrying them), measures, due dates; anything else is a full-text search.
 */
export function recognizeIntent(question: string): Intent {
  const text = folded(question);
  const lines = loadLines(question);
  if (lines.length > 0 && mentions(text, TRANSPORT)) return { kind: 'TRANSPORT_POINTS', lines };
  if (mentions(text, COMPLIANCE) && mentions(text, HOW_GOOD)) return { kind: 'COMPLIANCE_SCORE' };
  const missing = missingDocument(text);
  if (missing) return missing;
  const codes = codesIn(question);
  if (codes.length > 0) {
    const onlyMeaning = codes.every((code) => code.kind === 'TRANSPORT_CATEGORY');
    return mentions(text, MEANING) || onlyMeaning
      ? { kind: 'CODE_MEANING', codes }
      : { kind: 'SUBSTANCES_WITH_CODE', codes };
  }
  if (mentions(text, MEASURE)) {
    if (mentions(text, OVERDUE)) return { kind: 'MEASURES', filter: 'OVERDUE' };
    if (mentions(text, OPEN)) return { kind: 'MEASURES', filter: 'OPEN' };
  }
  return dueSoon(text) ?? { kind: 'SEARCH' };
}
