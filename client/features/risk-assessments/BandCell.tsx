import { useLingui } from '@lingui/react/macro';
import { bandOf, type RiskThresholds, ratingOf } from '../../../shared/domain/risk-assessments';
import { BAND_TEXTS } from './matrix-texts';

/** One evaluation as a small coloured cell with its rating and band word ("D3 · High"); a dash while unrated. */
export function BandCell({
  evaluation,
  thresholds,
  testId,
}: {
  readonly evaluation: unknown;
  readonly thresholds: RiskThresholds;
  readonly testId?: string;
}) {
  const { t, i18n } = useLingui();
  const rating = ratingOf(evaluation);
  const band = bandOf(evaluation, thresholds);
  if (!rating || !band) {
    return (
      <span className="risk-band risk-band-none" data-testid={testId}>
        {t`Not rated`}
      </span>
    );
  }
  return (
    <span className={`risk-band risk-band-${band}`} data-testid={testId} data-band={band}>
      <strong>
        {rating.consequence}
        {rating.probability}
      </strong>{' '}
      {i18n._(BAND_TEXTS[band])}
    </span>
  );
}
