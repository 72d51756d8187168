import type { Figure } from '../figures';
import { figurePrefix } from './load-stats';

/** One target's figures, each named `load <target>: <figure>`. */
export interface TargetFigures {
  readonly target: string;
  readonly figures: readonly Figure[];
}

interface Row {
  readonly measure: string;
  readonly unit: string;
  readonly cells: Map<string, Figure>;
}

/** One row per figure: a figure only a later target has goes after the one it follows there. */
function rowsOf(runs: readonly TargetFigures[]): Row[] {
  const rows: Row[] = [];
  for (const { target, figures } of runs) {
    const prefix = figurePrefix(target);
    let at = 0;
    for (const figure of figures) {
      const measure = figure.name.startsWith(prefix) ? figure.name.slice(prefix.length) : figure.name;
      let index = rows.findIndex((row) => row.measure === measure);
      if (index < 0) {
        index = at;
        rows.splice(index, 0, { measure, unit: figure.unit, cells: new Map() });
      }
      rows[index]?.cells.set(target, figure);
      at = index + 1;
    }
  }
  return rows;
}

/** `≤ 250 met`, or which targets missed the limit; empty without a limit. */
function goalText(row: Row, targets: readonly string[]): string {
  const limit = [...row.cells.values()].find((figure) => figure.limit !== undefined)?.limit;
  if (limit === undefined) return '';
  const missed = targets.filter((target) => {
    const figure = row.cells.get(target);
    return figure !== undefined && figure.value > limit;
  });
  return `≤ ${limit} ${missed.length === 0 ? 'met' : `MISSED by ${missed.join(', ')}`}`;
}

/**
 * The targets' figures side by side as an aligned text table: one row per figure, one column
 * of values per target (`—` where a target has no such figure), then one ratio column per
 * later target (its `ratio` against the first, where set) and the goal.
 */
export function sideBySide(runs: readonly TargetFigures[]): string {
  const targets = runs.map((run) => run.target);
  const first = targets[0] ?? '';
  const rows = rowsOf(runs);
  const compared = targets.slice(1).filter((target) => rows.some((row) => row.cells.get(target)?.ratio !== undefined));
  const header = ['figure', 'unit', ...targets, ...compared.map((target) => `${target} ÷ ${first}`), 'goal'];
  const table = rows.map((row) => [
    row.measure,
    row.unit,
    ...targets.map((target) => {
      const figure = row.cells.get(target);
      return figure === undefined ? '—' : String(figure.value);
    }),
    ...compared.map((target) => row.cells.get(target)?.ratio?.toFixed(2) ?? ''),
    goalText(row, targets),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((cells) => (cells[column] ?? '').length)),
  );
  const leftAligned = (column: number) => column < 2 || column === header.length - 1;
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        leftAligned(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...table.map(line)].join('\n');
}
