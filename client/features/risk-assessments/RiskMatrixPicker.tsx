import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef } from 'react';
import {
  bandOfNumber,
  PROBABILITIES,
  type Rating,
  type RiskThresholds,
  ratingOf,
  riskNumber,
} from '../../../shared/domain/risk-assessments';
import { CONSEQUENCE_RATINGS } from '../../../shared/enums/assessment';
import { BAND_TEXTS, CONSEQUENCE_TEXTS, PROBABILITY_TEXTS } from './matrix-texts';

/** Consequence rows from the worst down, as a matrix is read (E at the top). */
const ROWS = [...CONSEQUENCE_RATINGS].reverse();

interface RiskMatrixPickerProps {
  readonly label: string;
  readonly value: unknown;
  readonly thresholds: RiskThresholds;
  readonly onChange: (rating: Rating) => void;
  readonly testId: string;
}

/**
 * The risk matrix as one radio group (WAI-ARIA radio group pattern): a tap or Enter/Space on a
 * cell rates the risk; the arrow keys move the choice through the grid, Home and End to its
 * corners. Each cell shows its band's colour and word (RA-2).
 */
export function RiskMatrixPicker({ label, value, thresholds, onChange, testId }: RiskMatrixPickerProps) {
  const { t, i18n } = useLingui();
  const chosen = ratingOf(value);
  const grid = useRef<HTMLDivElement>(null);
  const focusable = chosen ?? { consequence: 'A' as const, probability: 1 };

  const choose = (rating: Rating) => {
    onChange(rating);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${rating.consequence}${rating.probability}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, rating: Rating) => {
    const row = ROWS.indexOf(rating.consequence);
    const column = rating.probability - 1;
    const moves: Record<string, readonly [number, number]> = {
      ArrowUp: [Math.max(row - 1, 0), column],
      ArrowDown: [Math.min(row + 1, ROWS.length - 1), column],
      ArrowLeft: [row, Math.max(column - 1, 0)],
      ArrowRight: [row, Math.min(column + 1, PROBABILITIES.length - 1)],
      Home: [ROWS.length - 1, 0],
      End: [0, PROBABILITIES.length - 1],
    };
    const move = moves[event.key];
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      choose(rating);
      return;
    }
    if (!move) return;
    event.preventDefault();
    const consequence = ROWS[move[0]] ?? rating.consequence;
    choose({ consequence, probability: (PROBABILITIES[move[1]] ?? 1) as number });
  };

  return (
    <div className="risk-matrix-picker">
      <div ref={grid} role="radiogroup" aria-label={label} className="risk-matrix" data-testid={testId}>
        <span className="risk-matrix-corner" aria-hidden="true">
          {t`Consequence`} ↓ / {t`Probability`} →
        </span>
        {PROBABILITIES.map((probability) => (
          <span key={probability} className="risk-matrix-head" aria-hidden="true">
            <strong>{probability}</strong> {i18n._(PROBABILITY_TEXTS[probability] ?? BAND_TEXTS.LOW)}
          </span>
        ))}
        {ROWS.map((consequence) => (
          <div key={consequence} role="presentation" className="risk-matrix-row">
            <span className="risk-matrix-head risk-matrix-row-head" aria-hidden="true">
              <strong>{consequence}</strong> {i18n._(CONSEQUENCE_TEXTS[consequence])}
            </span>
            {PROBABILITIES.map((probability) => {
              const rating = { consequence, probability };
              const band = bandOfNumber(riskNumber(rating), thresholds);
              const checked = chosen?.consequence === consequence && chosen.probability === probability;
              const tabbable = focusable.consequence === consequence && focusable.probability === probability;
              const bandText = i18n._(BAND_TEXTS[band]);
              return (
                // biome-ignore lint/a11y/useSemanticElements: a 2-D grid; native radios move only in one line
                <div
                  key={probability}
                  role="radio"
                  aria-checked={checked}
                  aria-label={t`Consequence ${consequence} (${i18n._(CONSEQUENCE_TEXTS[consequence])}), probability ${probability} (${i18n._(PROBABILITY_TEXTS[probability] ?? BAND_TEXTS.LOW)}): ${bandText}`}
                  tabIndex={tabbable ? 0 : -1}
                  data-cell={`${consequence}${probability}`}
                  className={`risk-matrix-cell risk-band-${band}${checked ? ' risk-matrix-cell-checked' : ''}`}
                  onClick={() => choose(rating)}
                  onKeyDown={(event) => onKeyDown(event, rating)}
                >
                  <span className="risk-matrix-code">
                    {consequence}
                    {probability}
                  </span>
                  <span className="risk-matrix-word">{bandText}</span>
                  {checked && (
                    <span className="risk-matrix-check" aria-hidden="true">
                      ✓
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
