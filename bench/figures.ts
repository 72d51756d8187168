import fs from 'node:fs';

/** One measured figure; times in ms, a ratio is ours divided by the baseline of the same run. */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly baseline?: number;
  readonly ratio?: number;
  /** The ratio the figure should reach; printed next to it, not written to the results file. */
  readonly goal?: number;
  /** The value the figure should stay at or below; printed next to it, not written to the results file. */
  readonly limit?: number;
}

/** A figure with its baseline and their ratio, rounded as printed. */
export function compared(name: string, value: number, unit: string, baseline: number, goal: number): Figure {
  return {
    name,
    value: Math.round(value),
    unit,
    baseline: Math.round(baseline),
    ratio: round(value / baseline, 2),
    goal,
  };
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function goalText(figure: Figure): string {
  if (figure.limit !== undefined) return `≤ ${figure.limit} ${figure.value <= figure.limit ? 'met' : 'MISSED'}`;
  if (figure.goal === undefined || figure.ratio === undefined) return '';
  return `≥ ${figure.goal.toFixed(2)} ${figure.ratio >= figure.goal ? 'met' : 'MISSED'}`;
}

/** The figures as an aligned text table. */
export function formatTable(figures: readonly Figure[]): string {
  const header = ['figure', 'value', 'unit', 'baseline', 'ratio', 'goal'];
  const rows = figures.map((figure) => [
    figure.name,
    String(figure.value),
    figure.unit,
    figure.baseline === undefined ? '' : String(figure.baseline),
    figure.ratio === undefined ? '' : figure.ratio.toFixed(2),
    goalText(figure),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Writes `[{name, value, unit, baseline?, ratio?}]` to the results file. */
export function writeResults(file: string, figures: readonly Figure[]): void {
  const entries = figures.map(({ goal: _goal, limit: _limit, ...figure }) => figure);
  fs.writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`);
}

/**
 * Writes the figures into the results file but keeps the entries another bench wrote there:
 * every entry whose name `owns` does not claim stays, before the new figures.
 */
export function mergeResults(file: string, figures: readonly Figure[], owns: (name: string) => boolean): void {
  const existing: unknown = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
  const kept = (Array.isArray(existing) ? existing : []).filter(
    (entry): entry is Figure =>
      typeof entry === 'object' && entry !== null && typeof entry.name === 'string' && !owns(entry.name),
  );
  writeResults(file, [...kept, ...figures]);
}
