import type { StatementCatalog } from './load-statement-catalog';
import { FIELD_KINDS, type StatementField } from './statement-fields';

const CODE = String.raw`(?:EUH|H|P)\d{3}[A-Z]{0,2}`;
/** A code or combination as written in a safety data sheet: `H225`, `EUH066`, `P301 + P310`, `P370+P380+P375[+P378]`. */
const COMBINED = String.raw`${CODE}(?:\s*\+\s*${CODE})*(?:\s*\[\s*\+\s*${CODE}\s*\])?`;
const CODE_PATTERN = new RegExp(`(?<![A-Z0-9])${COMBINED}(?![A-Z0-9])`, 'gi');
/** A code followed by its text, which begins with a word, a bracket, an ellipsis or a placeholder (P284, P378, EUH208). */
const CODE_WITH_TEXT = new RegExp(String.raw`^\s*(${COMBINED})(?![A-Z0-9])(?=\s+(?:\p{L}{2}|[\[…<]))`, 'iu');

/**
 * The statement codes in a text, in its order, spaces inside combinations removed: a list such as
 * "H225, H319; EUH066", one code per line, or section 2 of a safety data sheet with the texts
 * after the codes ("H225 Flüssigkeit und Dampf leicht entzündbar. H319 …").
 */
export function statementTokens(text: string): readonly string[] {
  return [...text.matchAll(CODE_PATTERN)].map((match) => match[0].replace(/\s+/g, ''));
}

/**
 * The code of a statement written with its text, as the export and safety data sheets do
 * ("H225 Flüssigkeit und Dampf leicht entzündbar." → `H225`); undefined for anything else,
 * a list of codes included ("H225, R36").
 */
export function leadingStatementToken(text: string): string | undefined {
  return CODE_WITH_TEXT.exec(text)?.[1]?.replace(/\s+/g, '');
}

/** Whether a text is nothing but statement codes and separators (commas, semicolons, white space). */
export function isCodeList(text: string): boolean {
  return text.trim() !== '' && text.replace(CODE_PATTERN, ' ').replace(/[\s,;]+/g, '') === '';
}

export interface ResolvedStatements {
  /** The codes the field takes, in the catalog's spelling, in the order of the text. */
  readonly codes: readonly string[];
  /** Codes CLP does not have (an unofficial combination included), as written. */
  readonly unknown: readonly string[];
  /** Statements of the other field (P statements given to the H field, or H and EUH to the P field). */
  readonly otherField: readonly string[];
}

/** Sorts the codes found in a text into those the field takes, unknown ones and those of the other field. */
export function resolveStatements(
  tokens: readonly string[],
  catalog: StatementCatalog,
  field: StatementField,
): ResolvedStatements {
  const codes: string[] = [];
  const unknown: string[] = [];
  const otherField: string[] = [];
  for (const token of tokens) {
    const kind = catalog.statementKind(token);
    const code = catalog.statementCode(token);
    if (kind === undefined || code === undefined) unknown.push(token.toUpperCase());
    else if (FIELD_KINDS[field].includes(kind)) codes.push(code);
    else otherField.push(code);
  }
  return { codes, unknown, otherField };
}
