import { Trans, useLingui } from '@lingui/react/macro';
import { cargoLines, EXEMPTION_LIMIT, type TransportPoints, transportPoints } from '../../../shared/domain/transport';
import type { DocumentData } from '../../../shared/entities/entity';
import { basisText, countedQuantityText, reasonText, verdictText } from './points-texts';
import '../../styles/transport.css';

/**
 * The ADR 1.1.3.6 points of a transport, per cargo line and in total with the verdict,
 * computed live from the values on screen (shared/domain/transport/transport-points.ts).
 */
export function PointsPanel({ data }: { data: DocumentData }) {
  const { i18n } = useLingui();
  const lines = cargoLines(data);
  const points: TransportPoints = transportPoints(lines);
  const number = (value: number | null) => (value === null ? '—' : i18n.number(value, { maximumFractionDigits: 3 }));
  const total = number(points.total);
  return (
    <section className="points-panel" data-verdict={points.verdict} aria-labelledby="points-title" data-testid="points">
      <h2 id="points-title">
        <Trans>Points under ADR 1.1.3.6</Trans>
      </h2>
      {lines.length === 0 ? (
        <p className="form-hint">
          <Trans>Add cargo to see the points.</Trans>
        </p>
      ) : (
        <div className="points-table-wrap">
          <table className="points-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Cargo</Trans>
                </th>
                <th scope="col">
                  <Trans>Category</Trans>
                </th>
                <th scope="col">
                  <Trans>Quantity counted</Trans>
                </th>
                <th scope="col" className="points-factor">
                  <Trans>Factor</Trans>
                </th>
                <th scope="col">
                  <Trans>Points</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => {
                const result = points.lines[index];
                const label = [line.unNumber ? `UN ${line.unNumber}` : '', line.name].filter(Boolean).join(' ');
                const note = result && (reasonText(i18n, result) ?? basisText(i18n, result.basis));
                return (
                  <tr key={line.id} data-testid="points-line" data-reason={result?.reason} data-basis={result?.basis}>
                    <th scope="row">
                      {label || `#${index + 1}`}
                      {note && <span className="points-reason">{note}</span>}
                    </th>
                    <td>{number(result?.category ?? null)}</td>
                    <td>{result ? countedQuantityText(i18n, result, '—') : '—'}</td>
                    <td className="points-factor">{result?.factor ? `× ${result.factor}` : '—'}</td>
                    <td data-testid="points-line-points">{number(result?.points ?? 0)}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  <Trans>Total (limit {EXEMPTION_LIMIT})</Trans>
                </th>
                <td className="points-factor" />
                <td data-testid="points-total">{total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {lines.length > 0 && (
        <p className="points-verdict" role="status" data-testid="points-verdict">
          {verdictText(i18n, points.verdict, total)}
        </p>
      )}
    </section>
  );
}
