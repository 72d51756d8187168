import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { Fragment, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { type ReportSpan, reportSpanOf, storedEntries } from '../../../shared/domain/regulations';
import { regulationReport } from '../../../shared/entities/regulation-report';
import { useSession } from '../../session/session-context';
import { useReplica } from '../../sync/replica-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';
import { localDay } from '../entity-detail';
import '../../styles/regulations.css';
import { useOperatorCustomers } from './operator-customers';
import { ReportPdfButton } from './ReportPdfButton';
import { ReportView, useDayText } from './ReportView';
import { namedCustomers, previewEntries } from './report-data';

const MANAGER_MODULE = 'REGULATION_MANAGEMENT_MANAGER';

/** "Regulation report acme, 1 Oct 2024 – 31 Dec 2024": the title on screen, in the PDF and its file name. */
function useReportTitle(): (customer: string, span: ReportSpan) => string {
  const { t } = useLingui();
  const dayText = useDayText();
  return (customer, span) => {
    const from = dayText(span.from);
    const to = dayText(span.to);
    return t`Regulation report ${customer}, ${from} – ${to}`;
  };
}

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

/** The manager's new report: customer, period, the preview and its PDF, and publishing it (RGL-15). */
function NewReport({ db }: { readonly db: ReplicaDb }) {
  const { t } = useLingui();
  const provider = useSession().tenant.fullName;
  const titleOf = useReportTitle();
  const customers = useLiveQuery(() => namedCustomers(db), [db]) ?? [];
  const delivered = useOperatorCustomers();
  const [customer, setCustomer] = useState('');
  const undelivered = delivered !== undefined && customer !== '' && !delivered.has(customer);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [published, setPublished] = useState(false);
  const span = reportSpanOf({ span: { from, to } });
  const reversed = from !== '' && to !== '' && !span;
  const entries = useLiveQuery(
    async () => (customer && span ? previewEntries(db, customer, provider, span) : undefined),
    [db, customer, provider, span?.from, span?.to],
  );
  async function publish() {
    if (!customer || !span || !entries) return;
    await createDocument(db, regulationReport.type, {
      customer,
      span,
      isPublished: true,
      publishedAt: localDay(new Date()),
      entries,
    });
    setPublished(true);
    setFrom('');
    setTo('');
  }
  return (
    <section className="measures-panel" aria-labelledby="new-report" data-testid="new-report">
      <header className="measures-panel-header">
        <h2 id="new-report">
          <Trans>New report</Trans>
        </h2>
      </header>
      <div className="report-inputs">
        <label>
          <span>
            <Trans>Customer</Trans>
          </span>
          <select
            value={customer}
            aria-describedby={
              delivered === undefined ? 'report-customer-hint' : undelivered ? 'report-customer-warning' : undefined
            }
            data-testid="report-customer"
            onChange={(event) => {
              setCustomer(event.target.value);
              setPublished(false);
            }}
          >
            <option value="">{t`Choose a customer`}</option>
            {customers.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            <Trans>From</Trans>
          </span>
          <input
            type="date"
            value={from}
            data-testid="report-from"
            onChange={(event) => {
              setFrom(event.target.value);
              setPublished(false);
            }}
          />
        </label>
        <label>
          <span>
            <Trans>To</Trans>
          </span>
          <input
            type="date"
            value={to}
            data-testid="report-to"
            onChange={(event) => {
              setTo(event.target.value);
              setPublished(false);
            }}
          />
        </label>
      </div>
      {delivered === undefined ? (
        <p id="report-customer-hint" className="form-hint" data-testid="report-customer-hint">
          <Trans>
            Only customers the operator has set up for you receive reports. This device can check it only while
            connected.
          </Trans>
        </p>
      ) : (
        undelivered && (
          <p
            id="report-customer-warning"
            className="notice notice-warning"
            role="alert"
            data-testid="report-customer-warning"
          >
            <Trans>
              The operator has not set up {customer} as your customer: a published report reaches nobody. Ask the
              operator to set up the customer, or choose another one.
            </Trans>
          </p>
        )
      )}
      {reversed && (
        <p className="notice notice-error" role="alert">
          <Trans>The period ends before it starts.</Trans>
        </p>
      )}
      {published && (
        <p className="form-hint" role="status" data-testid="report-published">
          <Trans>Report published. The customer receives it with the next synchronisation.</Trans>
        </p>
      )}
      {customer && span && entries && (
        <>
          <h3>
            <Trans>Preview</Trans>: {titleOf(customer, span)}
          </h3>
          <ReportView entries={entries} />
          <div className="report-actions">
            <ReportPdfButton
              title={titleOf(customer, span)}
              customer={customer}
              provider={provider}
              span={span}
              publishedAt={undefined}
              entries={entries}
              testId="report-preview-pdf"
            />
            <button type="button" className="button" data-testid="report-publish" onClick={() => void publish()}>
              <Trans>Publish report</Trans>
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** The reports in this tenant, newest first: the manager's own or those published to this customer. */
function PublishedReports({ db }: { readonly db: ReplicaDb }) {
  const received = !useSession().tenant.subscribedModules.includes(MANAGER_MODULE);
  const reports = useLiveQuery(async () => {
    const docs = await db.view.where('type').equals(regulationReport.type).toArray();
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
