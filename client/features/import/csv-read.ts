import { BOM, FORMULA_START } from '../../ui/csv';
import { ImportFileError } from './sheet';

/**
 * Reads CSV as RFC 4180 describes it, the way Excel writes it: quoted cells with doubled
 * quotes and line breaks inside, CRLF or LF, a byte-order mark, and `;` (German Excel, our
 * export), `,` or tab between cells, chosen by the header line. A cell our export escaped
 * against formulas (`'=…`, `'+…`, `'-…`, `'@…`) gets its text back.
 */

const DELIMITERS = [';', ',', '\t'] as const;

/** The delimiter the header line uses most often outside quotes; `;` when it has none. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: string = DELIMITERS[0];
  for (const delimiter of DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** The rows of a CSV text; an unterminated quoted cell makes the file corrupt. */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endCell = () => {
    row.push(unescapeFormula(cell));
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) endCell();
    else if (char === '\n') endRow();
    else if (char === '\r') {
      endRow();
      if (text[index + 1] === '\n') index++;
    } else cell += char;
    index++;
  }
  if (quoted) throw new ImportFileError('corrupt', 'a quoted cell is not closed');
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
