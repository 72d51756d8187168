import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cargoLines } from '../../../shared/domain/transport-cargo';
import {
  EXEMPTION_LIMIT,
  type LineReason,
  type TransportPoints,
  transportPoints,
  type Verdict,
} from '../../../shared/domain/transport-points';
import type { DocumentData } from '../../../shared/entities/entity';
import '../../styles/transport.css';

function ReasonText({ reason }: { reason: LineReason }): ReactNode {
  switch (reason) {
    case 'LIMITED_QUANTITY':
      return <Trans>limited quantity, not counted</Trans>;
    case 'EXCEPTED_QUANTITY':
      return <Trans>excepted quantity, not counted</Trans>;
    case 'CATEGORY_0':
      return <Trans>transport category 0: no exemption</Trans>;
    case 'CATEGORY_4':
      return <Trans>transport category 4 counts 0 points</Trans>;
    case 'NO_CATEGORY':
      return <Trans>transport category missing</Trans>;
    case 'NO_QUANTITY':
      return <Trans>no quantity in kg or litres</Trans>;
    case 'COUNTED':
      return null;
  }
}

function VerdictText({ verdict, total }: { verdict: Verdict; total: string }): ReactNode {
  switch (verdict) {
    case 'EXEMPT':
      return <Trans>Exempt under ADR 1.1.3.6: {total} points, at most 1000 are allowed per transport unit.</Trans>;
    case 'NOT_EXEMPT_OVER_LIMIT':
      return <Trans>Not exempt: {total} points exceed the 1000 allowed per transport unit (ADR 1.1.3.6.4).</Trans>;
    case 'NOT_EXEMPT_CATEGORY_0':
      return <Trans>Not exempt: goods of transport category 0 are on board (ADR 1.1.3.6.3).</Trans>;
    case 'INCOMPLETE':
      return <Trans>Not yet decidable: a cargo line lacks its transport category or a quantity in kg or litres.</Trans>;
  }
}

/**
 * The ADR 1.1.3.6 points of a transport, per cargo line and in total with the verdict,
 * computed live from the values on screen (shared/domain/transport-points.ts).
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
                  <Trans>Quantity (kg/l)</Trans>
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
                return (
                  <tr key={line.id} data-reason={result?.reason}>
                    <th scope="row">
                      {label || `#${index + 1}`}
                      {result && result.reason !== 'COUNTED' && (
                        <span className="points-reason">
                          <ReasonText reason={result.reason} />
                        </span>
                      )}
                    </th>
                    <td>{number(result?.category ?? null)}</td>
                    <td>{number(result?.quantity ?? null)}</td>
                    <td className="points-factor">{result?.factor ? `× ${result.factor}` : '—'}</td>
                    <td>{number(result?.points ?? 0)}</td>
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
          <VerdictText verdict={points.verdict} total={total} />
        </p>
      )}
    </section>
  );
}
