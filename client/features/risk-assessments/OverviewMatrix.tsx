import { useLingui } from '@lingui/react/macro';
import {
  bandOfNumber,
  PROBABILITIES,
  type RiskThresholds,
  ratingOf,
  riskNumber,
} from '../../../shared/domain/risk-assessments';
import { CONSEQUENCE_RATINGS } from '../../../shared/enums/assessment';
import { BAND_TEXTS } from './matrix-texts';
import type { RiskItem } from './risks';

const ROWS = [...CONSEQUENCE_RATINGS].reverse();

/** Where the risks sit on the matrix, by their numbers in the list; one grid per evaluation. */
function Grid({
  title,
  risks,
  which,
  thresholds,
  testId,
}: {
  readonly title: string;
  readonly risks: readonly RiskItem[];
  readonly which: 'preMeasuresEvaluation' | 'postMeasuresEvaluation';
  readonly thresholds: RiskThresholds;
  readonly testId: string;
}) {
  const { t, i18n } = useLingui();
  const placed = risks.flatMap((risk, index) => {
    const rating = ratingOf(risk[which]);
    return rating ? [{ key: `${rating.consequence}${rating.probability}`, number: index + 1, name: risk.name }] : [];
  });
  return (
    <figure className="risk-overview-grid" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <table className="risk-overview-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t`Consequence`}</span>
            </th>
            {PROBABILITIES.map((probability) => (
              <th key={probability} scope="col">
                {probability}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((consequence) => (
            <tr key={consequence}>
              <th scope="row">{consequence}</th>
              {PROBABILITIES.map((probability) => {
                const band = bandOfNumber(riskNumber({ consequence, probability }), thresholds);
                const here = placed.filter((entry) => entry.key === `${consequence}${probability}`);
                return (
                  <td key={probability} className={`risk-band-${band}`} data-cell={`${consequence}${probability}`}>
                    <span className="visually-hidden">{i18n._(BAND_TEXTS[band])}</span>
                    {here.map((entry) => (
                      <span key={entry.number} className="risk-overview-chip" title={entry.name}>
                        {entry.number}
                      </span>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The overview of the whole assessment: where its risks sit before and after measures. */
export function OverviewMatrix({
  risks,
  thresholds,
}: {
  readonly risks: readonly RiskItem[];
  readonly thresholds: RiskThresholds;
}) {
  const { t } = useLingui();
  return (
    <div className="risk-overview" data-testid="risk-overview">
      <Grid
        title={t`Before measures`}
        risks={risks}
        which="preMeasuresEvaluation"
        thresholds={thresholds}
        testId="risk-overview-before"
      />
      <Grid
        title={t`After measures`}
        risks={risks}
        which="postMeasuresEvaluation"
        thresholds={thresholds}
        testId="risk-overview-after"
      />
      <p className="risk-overview-legend">
        {(['LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'] as const).map((band) => (
          <BandLegend key={band} band={band} />
        ))}
      </p>
    </div>
  );
}

function BandLegend({ band }: { readonly band: keyof typeof BAND_TEXTS }) {
  const { i18n } = useLingui();
  return <span className={`risk-band risk-band-${band}`}>{i18n._(BAND_TEXTS[band])}</span>;
}
