import { isCodeList, leadingStatementToken, statementTokens } from '../statements';

export interface CellStatements {
  /** The codes found, in the cell's order, as written. */
  readonly tokens: readonly string[];
  /** Parts of the cell that are no statement code. */
  readonly unrecognised: readonly string[];
}

/**
 * The statement codes of a cell: the export's form (each code with its text, one a line:
 * "H225 Flüssigkeit und Dampf leicht entzündbar."), a list of codes ("H225, H319; EUH066",
 * `P301 + P310`), or both mixed line by line. What is not a code is returned, never dropped.
 */
export function cellStatements(text: string): CellStatements {
  const tokens: string[] = [];
  const unrecognised: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    const leading = leadingStatementToken(trimmed);
    if (isCodeList(trimmed)) tokens.push(...statementTokens(trimmed));
    else if (leading !== undefined) tokens.push(leading);
    else {
      for (const item of trimmed.split(/[;,]/).map((part) => part.trim())) {
        if (isCodeList(item)) tokens.push(...statementTokens(item));
        else if (item !== '') unrecognised.push(item);
      }
    }
  }
  return { tokens, unrecognised };
}
