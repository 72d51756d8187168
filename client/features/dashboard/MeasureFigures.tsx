import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { MeasureCounts } from './dashboard-model';

interface FigureProps {
  readonly count: number;
  readonly status: 'OPEN' | 'OVERDUE';
  readonly mine: boolean;
  readonly children: React.ReactNode;
}

function Figure({ count, status, mine, children }: FigureProps) {
  const { i18n } = useLingui();
  return (
    <li>
      <Link
        to="/measures"
        search={mine ? { status, mine: 1 } : { status }}
        className={`dashboard-figure${status === 'OVERDUE' && count > 0 ? ' dashboard-figure-alert' : ''}`}
        data-testid={`dashboard-measures-${status}${mine ? '-mine' : ''}`}
      >
        <span className="dashboard-figure-number">{i18n.number(count)}</span>
        <span>{children}</span>
      </Link>
    </li>
  );
}

/** Open and overdue measures, the user's and all the user may see, each a way into the measures list's filters. */
export function MeasureFigures({ measures }: { readonly measures: MeasureCounts }) {
  return (
    <section className="dashboard-card dashboard-measures" aria-labelledby="dashboard-measures-title">
      <h2 id="dashboard-measures-title">
        <Trans>Measures</Trans>
      </h2>
      <ul className="dashboard-figures">
        <Figure count={measures.openMine} status="OPEN" mine>
          <Trans>open, mine</Trans>
        </Figure>
        <Figure count={measures.overdueMine} status="OVERDUE" mine>
          <Trans>overdue, mine</Trans>
        </Figure>
        <Figure count={measures.open} status="OPEN" mine={false}>
          <Trans>open, all</Trans>
        </Figure>
        <Figure count={measures.overdue} status="OVERDUE" mine={false}>
          <Trans>overdue, all</Trans>
        </Figure>
      </ul>
    </section>
  );
}
