import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { Fragment, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { reportSpanOf, storedEntries } from '../../../shared/domain/regulations';
import { regulationReport } from '../../../shared/entities/regulation-report';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import '../../styles/regulations.css';
import { viewOfType } from '../../sync/view-of-type';
import { NewReport } from './NewReport';
import { ReportPdfButton } from './ReportPdfButton';
import { ReportView, useDayText } from './ReportView';
import { useReportTitle } from './report-title';

const MANAGER_MODULE = 'REGULATION_MANAGEMENT_MANAGER';

/**
 * `/regulations/reports` (spec: list only; "report preview, download"): a manager composes a
 * report for a customer and a period, previews it, downloads it and publishes it; the published
 * reports are listed with their preview and PDF, in the manager's tenant and in the customer's
 * (docs/domain/regulations.md RGL-14 … RGL-16). Everything works from the device's replica, offline too.
 */
export function ReportsScreen() {
  const { t } = useLingui();
  const replica = useReplica();
  const session = useSession();
  const composes =
    session.tenant.subscribedModules.includes(MANAGER_MODULE) &&
    grantsAnywhere(session.employee.grants, 'CREATE', regulationReport.resource);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t`Regulation reports`}</h1>
      {replica && composes && <NewReport db={replica.db} />}
      {replica && <PublishedReports db={replica.db} />}
    </section>
  );
}

/** The reports in this tenant, newest first: the manager's own or those published to this customer. */
function PublishedReports({ db }: { readonly db: ReplicaDb }) {
  const received = !useSession().tenant.subscribedModules.includes(MANAGER_MODULE);
  const reports = useLiveQuery(async () => {
    const docs = await viewOfType(db, regulationReport.type).toArray();
    return docs.sort((a, b) => String(b.data.publishedAt ?? '').localeCompare(String(a.data.publishedAt ?? '')));
  }, [db]);
  if (reports === undefined) return null;
  if (reports.length === 0) {
    return (
      <p className="notice" data-testid="empty-state">
        <Trans>No reports yet.</Trans>
      </p>
    );
  }
  return (
    <table className="entity-list-table" data-testid="regulation-reports">
      <thead>
        <tr>
          <th scope="col">{received ? <Trans>Published by</Trans> : <Trans>Customer</Trans>}</th>
          <th scope="col">
            <Trans>Reporting period</Trans>
          </th>
          <th scope="col">
            <Trans>Published at</Trans>
          </th>
          <th scope="col">
            <Trans>Regulations</Trans>
          </th>
          <th scope="col">
            <Trans>Report</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {reports.map((doc) => (
          <ReportRow key={doc.id} doc={doc} received={received} />
        ))}
      </tbody>
    </table>
  );
}

/** One report with its preview, shown on demand, and its PDF; a customer sees who published it (`received`). */
function ReportRow({ doc, received }: { readonly doc: ViewDoc; readonly received: boolean }) {
  const { t } = useLingui();
  const session = useSession();
  const dayText = useDayText();
  const titleOf = useReportTitle();
  const [open, setOpen] = useState(false);
  const span = reportSpanOf(doc.data);
  const entries = storedEntries(doc.data);
  const customer = String(doc.data.customer ?? '');
  const provider = typeof doc.data.publishedBy === 'string' ? doc.data.publishedBy : session.tenant.fullName;
  const publishedAt = doc.data.isPublished === true ? String(doc.data.publishedAt ?? '') || undefined : undefined;
  return (
    <Fragment>
      <tr data-testid="report-row">
        <td>{received ? provider : customer}</td>
        <td>{span ? `${dayText(span.from)} – ${dayText(span.to)}` : '-'}</td>
        <td>{publishedAt ? dayText(publishedAt) : t`Not published`}</td>
        <td>{entries.length}</td>
        <td className="report-actions">
          <button
            type="button"
            className="button"
            aria-expanded={open}
            data-testid="report-show"
            onClick={() => setOpen(!open)}
          >
            {open ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
          </button>
          {span && (
            <ReportPdfButton
              title={titleOf(customer, span)}
              customer={customer}
              provider={provider}
              span={span}
              publishedAt={publishedAt}
              entries={entries}
              testId="report-pdf"
            />
          )}
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={5}>
            <ReportView entries={entries} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}
