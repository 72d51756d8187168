import type { Language } from '../cookies';
import { COMBINED_HAZARD_STATEMENTS, HAZARD_STATEMENTS } from './hazard-statements';
import { COMBINED_PRECAUTIONARY_STATEMENTS, PRECAUTIONARY_STATEMENTS } from './precautionary-statements';
import type { StatementText } from './statement-text';
import { SUPPLEMENTAL_HAZARD_STATEMENTS } from './supplemental-hazard-statements';

/**
 * The CLP statement catalog (Annex III and IV as consolidated on 2025-09-01): every H, EUH and P
 * statement and every official combination with its official English and German text. It is large,
 * so the browser loads it lazily (client/features/statements, docs/decisions/0028-clp-statement-catalog.md);
 * the server imports it directly.
 */

/** The kinds of statement, each an own list in the regulation. */
export const STATEMENT_KINDS = ['H', 'H_COMBINED', 'EUH', 'P', 'P_COMBINED'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

const CATALOGS: Readonly<Record<StatementKind, Readonly<Record<string, StatementText>>>> = {
  H: HAZARD_STATEMENTS,
  H_COMBINED: COMBINED_HAZARD_STATEMENTS,
  EUH: SUPPLEMENTAL_HAZARD_STATEMENTS,
  P: PRECAUTIONARY_STATEMENTS,
  P_COMBINED: COMBINED_PRECAUTIONARY_STATEMENTS,
};

const CODES: Readonly<Record<StatementKind, readonly string[]>> = {
  H: Object.keys(HAZARD_STATEMENTS),
  H_COMBINED: Object.keys(COMBINED_HAZARD_STATEMENTS),
  EUH: Object.keys(SUPPLEMENTAL_HAZARD_STATEMENTS),
  P: Object.keys(PRECAUTIONARY_STATEMENTS),
  P_COMBINED: Object.keys(COMBINED_PRECAUTIONARY_STATEMENTS),
};

interface Entry {
  readonly code: string;
  readonly kind: StatementKind;
  readonly text: StatementText;
}

const BY_CODE = new Map<string, Entry>(
  STATEMENT_KINDS.flatMap((kind) =>
    Object.entries(CATALOGS[kind]).map(([code, text]) => [code, { code, kind, text }] as const),
  ),
);

/** Upper-case spelling → the catalog's code; where two differ only in case (H360FD, H360Fd) the first of the regulation. */
const BY_UPPER_CASE = new Map<string, Entry>();
for (const entry of BY_CODE.values()) {
  const upper = entry.code.toUpperCase();
  if (!BY_UPPER_CASE.has(upper)) BY_UPPER_CASE.set(upper, entry);
}

function entryOf(typed: string): Entry | undefined {
  const compact = typed.replace(/\s/g, '');
  return BY_CODE.get(compact) ?? BY_UPPER_CASE.get(compact.toUpperCase());
}

/** The codes of a kind, in the order of the regulation. */
export function statementCodes(kind: StatementKind): readonly string[] {
  return CODES[kind];
}

/**
 * The catalog's spelling of a code typed in any case and spacing (`p301 + p310` → `P301+P310`,
 * `h361FD` → `H361fd`; `H360Fd` stays itself, `h360fd` reads as `H360FD`); undefined for a code
 * CLP does not have, an unofficial combination included.
 */
export function statementCode(typed: string): string | undefined {
  return entryOf(typed)?.code;
}

/** The kind of a code in any spelling, or undefined for a code CLP does not have. */
export function statementKind(typed: string): StatementKind | undefined {
  return entryOf(typed)?.kind;
}

/**
 * The official text of a code (any spelling) in the language, placeholders as in the regulation;
 * a combination has its own text. Undefined for a code CLP does not have, an unofficial
 * combination included: its parts are never joined into a text the regulation does not have.
 */
export function catalogText(code: string, language: Language): string | undefined {
  return entryOf(code)?.text[language === 'en' ? 0 : 1];
}
