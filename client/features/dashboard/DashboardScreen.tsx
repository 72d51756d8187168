import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import type { DashboardReason } from '../../../shared/domain/compliance';
import { DASHBOARD_REASONS } from '../../../shared/enums/catalogs';
import { useSession } from '../../session/session-context';
import { useSelectedLocation } from '../locations';
import { CoverageChart } from './CoverageChart';
import { dashboardSections } from './dashboard-sections';
import { FindingsTable } from './FindingsTable';
import { LastChanges } from './LastChanges';
import { MeasureFigures } from './MeasureFigures';
import { MyDashboard } from './MyDashboard';
import { ScorePanel } from './ScorePanel';
import { useDashboard } from './use-dashboard';
import '../../styles/dashboard.css';

/** Today as an ISO day on this device's calendar. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function reasonOf(search: Readonly<Record<string, unknown>>): DashboardReason | undefined {
  return DASHBOARD_REASONS.find((reason) => reason === search.reason);
}

/**
 * The dashboard (domain.md §9, issue 23): a greeting, the compliance score with why, the
 * missing documents, existing versus missing and the measures, computed on the device from the
 * replica for the selected location; only the sections the user's roles let them read, and for a user
 * who reads none of what the score counts their own trainings instead (decision 0060).
 */
export function DashboardScreen() {
  const { t } = useLingui();
  const session = useSession();
  const { selected } = useSelectedLocation();
  const search: Readonly<Record<string, unknown>> = useSearch({ strict: false });
  const day = today();
  const scope = useMemo(
    () => ({ today: day, location: selected?.id, employee: session.employee.id }),
    [day, selected?.id, session.employee.id],
  );
  const { model, trend, creatable } = useDashboard(scope, session.employee.grants, session.tenant.subscribedModules);
  const sections = useMemo(
    () => dashboardSections(session.employee.grants, session.moduleAccess),
    [session.employee.grants, session.moduleAccess],
  );
  const heading = t`Dashboard`;
  useEffect(() => {
    document.title = `${heading} · Sorgfalt`;
  }, [heading]);
  const firstName = session.employee.firstName || session.user.name;
  const tenant = session.tenant.fullName || session.tenant.trimmedName;
  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <h1 id="page-title">{heading}</h1>
      <p className="dashboard-greeting" data-testid="dashboard-greeting">
        {!sections.compliance ? (
          <Trans>Hello {firstName}, this is what is waiting for you.</Trans>
        ) : selected ? (
          <Trans>
            Hello {firstName}, this is how {tenant} stands at {selected.name}.
          </Trans>
        ) : (
          <Trans>
            Hello {firstName}, this is how {tenant} stands.
          </Trans>
        )}
      </p>
      {!sections.compliance ? (
        <MyDashboard instructions={sections.ownInstructions} today={day} />
      ) : model === undefined ? (
        <p className="notice" role="status" data-testid="dashboard-loading">
          <Trans>Reading the documents on this device …</Trans>
        </p>
      ) : (
        <div className="dashboard-grid">
          <ScorePanel model={model} trend={trend} atLocation={selected !== undefined} />
          <div className="dashboard-side">
            {sections.measures && <MeasureFigures measures={model.measures} />}
            <CoverageChart coverage={model.coverage} />
            <LastChanges location={selected?.id} />
          </div>
          <FindingsTable
            findings={model.findings}
            coverage={model.coverage}
            reason={reasonOf(search)}
            showAll={search.all === 1 || search.all === '1'}
            creatable={creatable}
          />
        </div>
      )}
    </section>
  );
}
