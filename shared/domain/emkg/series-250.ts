/**
 * The spec's series 250 rule (docs/domain/emkg.md EMKG-250; domain.md §9: "protective guideline
 * series 250 applies to H314, H361, R35, R62 and R63"), mapped onto the current edition in
 * docs/decisions/0032-emkg-series-250.md.
 */
import { fieldOf, type HazardSource, statementsOf, stepOf } from './hazard-sources';
import { texts } from './read';
import type { Series250 } from './types';

/** H314 and H361 with its differentiations, and the legacy R phrases they replaced (R35 → H314, R62 → H361f, R63 → H361d). */
export const SERIES_250_STATEMENTS: readonly string[] = [
  'H314',
  'H361',
  'H361d',
  'H361f',
  'H361fd',
  'R35',
  'R62',
  'R63',
];

/** EMKG-250: applies when the substance or one of its components carries one of SERIES_250_STATEMENTS. */
export function series250(sources: readonly HazardSource[]): Series250 {
  const because = sources.flatMap((source) => {
    const codes = [
      ...statementsOf(source.data),
      ...texts(source.data.hazardStatements).map((code) => code.trim().toUpperCase()),
    ];
    return SERIES_250_STATEMENTS.filter((code) => codes.includes(code)).map((code) =>
      stepOf(source, {
        rule: 'EMKG-250',
        input: code,
        result: 'SERIES_250',
        field: fieldOf(source, ['hazardStatements']),
      }),
    );
  });
  return { applies: because.length > 0, because };
}
